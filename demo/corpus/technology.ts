import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/** Launches, research results, regulation and the firms racing each other. */
export const TECHNOLOGY_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      '{Company} bets big on {topic} with {money} investment',
      '{company}豪掷{money}押注{topic}',
      '{company}砸下{money}押注{topic}',
      '{company} apuesta fuerte por {topic} con una inversión de {money}',
      '{company} mise gros sur {topic} avec un investissement de {money}',
    ),
    t(
      'Researchers in {place} report breakthrough in {topic}',
      '{place}研究人员宣布在{topic}领域取得突破',
      '{place}研究人員宣布在{topic}領域取得突破',
      'Investigadores {place:de} anuncian un avance en {topic}',
      'Des chercheurs {place:de} annoncent une avancée dans {topic}',
    ),
    t(
      'Regulators in {place} move to tighten rules on {topic}',
      '{place}监管机构拟收紧{topic}相关规定',
      '{place}主管機關擬收緊{topic}相關規範',
      'Los reguladores {place:de} se disponen a endurecer las normas sobre {topic}',
      'Les régulateurs {place:de} veulent durcir les règles encadrant {topic}',
    ),
    t(
      '{Company} outage disrupts millions as questions grow over {topic}',
      '{company}服务中断影响数百万用户，{topic}引发更多质疑',
      '{company}服務中斷影響數百萬用戶，{topic}引發更多質疑',
      'Una caída de {company} afecta a millones de usuarios y aviva las dudas sobre {topic}',
      "Une panne chez {company} touche des millions d'utilisateurs et relance les questions sur {topic}",
    ),
    t(
      'Start-ups in {place} raise {money} as the boom in {topic} continues',
      '{topic}热潮持续，{place}初创企业融资{money}',
      '{topic}熱潮延續，{place}新創公司募資{money}',
      'Las empresas emergentes {place:de} captan {money} al calor del auge {topic:de}',
      "Les start-up {place:de} lèvent {money} portées par l'essor {topic:de}",
    ),
    t(
      'How {topic} could change daily life by {target}',
      '到{target}年，{topic}将如何改变日常生活',
      '到了{target}年，{topic}將如何改變日常生活',
      '{Topic} y la vida cotidiana: lo que podría cambiar de aquí a {target}',
      "{Topic} : ce qui pourrait changer dans notre quotidien d'ici {target}",
    ),
  ],
  paragraphs: [
    t(
      'The announcement, made at an event in {place} {day}, marks the biggest bet yet by {company} on {topic}. The company said the first products would reach customers in {target}.',
      '{company}{day}在{place}举行的发布会上宣布了这一消息，这是该公司迄今在{topic}领域押下的最大赌注。公司表示，首批产品将于{target}年交付客户。',
      '{company}{day}在{place}舉行的發表會上宣布這項消息，這是該公司迄今在{topic}領域押下的最大賭注。公司表示，首批產品將於{target}年交付客戶。',
      'El anuncio, realizado {day} en un acto en {place}, supone la mayor apuesta de {company} hasta la fecha por {topic}. La empresa indicó que los primeros productos llegarán a los clientes en {target}.',
      "L'annonce, faite {day} lors d'un événement à {place}, constitue le pari le plus important {company:de} à ce jour sur {topic}. L'entreprise prévoit de livrer ses premiers produits en {target}.",
    ),
    t(
      'Engineers involved in the project said early tests showed a {pct} improvement in efficiency compared with current systems, although the results have yet to be independently reviewed.',
      '参与该项目的工程师表示，初步测试显示其效率较现有系统提高了{pct}，但结果尚未经过独立评审。',
      '參與該專案的工程師表示，初步測試顯示其效率較現行系統提升了{pct}，但結果尚未經過獨立審查。',
      'Los ingenieros que participan en el proyecto aseguran que las primeras pruebas muestran una mejora de la eficiencia del {pct} respecto a los sistemas actuales, aunque los resultados aún no han sido revisados de forma independiente.',
      "Les ingénieurs du projet affirment que les premiers tests montrent un gain d'efficacité de {pct} par rapport aux systèmes actuels, même si ces résultats n'ont pas encore fait l'objet d'une évaluation indépendante.",
    ),
    t(
      'Privacy advocates, including researchers at {org}, raised concerns about how data would be collected and stored. They called for clear limits before the technology is rolled out more widely in {place}.',
      '包括{org}研究人员在内的隐私倡导者对数据的收集和存储方式表示担忧，呼吁在该技术于{place}更大范围推广之前设定明确限制。',
      '包括{org}研究人員在內的隱私權倡議者，對資料的蒐集與儲存方式表達疑慮，呼籲在該技術於{place}更大範圍推廣前訂出明確限制。',
      'Defensores de la privacidad, entre ellos investigadores {org:de}, expresaron su preocupación por la forma en que se recopilarán y almacenarán los datos. Reclaman límites claros antes de que la tecnología se extienda en {place}.',
      "Des défenseurs de la vie privée, parmi lesquels des chercheurs {org:de}, s'inquiètent de la manière dont les données seront collectées et stockées. Ils réclament des garde-fous clairs avant tout déploiement plus large à {place}.",
    ),
    t(
      'Competition is intensifying. Rivals in {place2} have announced similar projects, and analysts estimate the global market linked to {topic} could be worth {money} within five years.',
      '竞争日趋激烈。{place2}的竞争对手已宣布类似项目，分析人士估计，五年内与{topic}相关的全球市场规模可能达到{money}。',
      '競爭日趨激烈。{place2}的競爭對手已宣布類似計畫，分析師估計，五年內與{topic}相關的全球市場規模可達{money}。',
      'La competencia se intensifica. Rivales {place2:de} han anunciado proyectos similares, y los analistas calculan que el mercado mundial vinculado {topic:a} podría alcanzar {money} en cinco años.',
      "La concurrence s'intensifie. Des rivaux installés à {place2} ont annoncé des projets similaires, et les analystes estiment que le marché mondial lié {topic:a} pourrait atteindre {money} d'ici cinq ans.",
    ),
    t(
      '"We are still at the beginning," said {person2}, {role2} at {org2}. "The technical problems are solvable. The harder part is building trust with the people who will actually use these systems."',
      '{org2}{role2}{person2}说：“我们仍处于起步阶段。技术问题是可以解决的，更难的是与真正使用这些系统的人建立信任。”',
      '{org2}{role2}{person2}說：「我們仍在起步階段。技術問題都能解決，更難的是與真正使用這些系統的人建立信任。」',
      '«Todavía estamos al principio», afirmó {person2}, {role2} {org2:de}. «Los problemas técnicos tienen solución. Lo difícil es ganarse la confianza de quienes realmente van a usar estos sistemas».',
      "« Nous n'en sommes qu'au début », souligne {person2}, {role2} {org2:de}. « Les problèmes techniques peuvent être résolus. Le plus difficile est de gagner la confiance de ceux qui utiliseront réellement ces systèmes. »",
    ),
    t(
      'A pilot programme will begin in {place} next year, covering about {num} users. If successful, {company} plans to expand it to {place2} and other cities by {target}.',
      '试点计划将于明年在{place}启动，覆盖约{num}名用户。如果进展顺利，{company}计划在{target}年前将其扩展至{place2}等城市。',
      '試辦計畫將於明年在{place}啟動，涵蓋約{num}名用戶。若進展順利，{company}計劃在{target}年前將其擴展至{place2}等城市。',
      'El año que viene arrancará en {place} un programa piloto con unos {num} usuarios. Si funciona, {company} prevé extenderlo a {place2} y a otras ciudades antes de {target}.',
      "Un programme pilote démarrera l'an prochain à {place} auprès d'environ {num} utilisateurs. En cas de succès, {company} prévoit de l'étendre à {place2} et à d'autres villes d'ici {target}.",
    ),
  ],
};
