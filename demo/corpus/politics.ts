import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/** Votes, bills, polls and the people who push them. */
export const POLITICS_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      'Lawmakers in {place} clash over {topic} ahead of key vote',
      '关键表决在即，{place}议员围绕{topic}激烈交锋',
      '關鍵表決在即，{place}議員圍繞{topic}激烈交鋒',
      'Los legisladores {place:de} chocan por {topic} antes de una votación clave',
      "Les élus {place:de} s'affrontent sur {topic} avant un vote crucial",
    ),
    t(
      'Government unveils {money} package on {topic}',
      '政府公布规模达{money}的{topic}一揽子方案',
      '政府公布規模達{money}的{topic}整體方案',
      'El Gobierno presenta un paquete de {money} sobre {topic}',
      'Le gouvernement dévoile un plan de {money} sur {topic}',
    ),
    t(
      '{Person} faces growing pressure over handling of {topic}',
      '{person}因处理{topic}问题的方式面临越来越大的压力',
      '{person}因處理{topic}問題的方式承受愈來愈大的壓力',
      'Crece la presión sobre {person} por su gestión {topic:de}',
      '{person} sous pression pour sa gestion {topic:de}',
    ),
    t(
      'Opposition demands inquiry into {topic} after {org} report',
      '{org}报告出炉后，反对派要求就{topic}展开调查',
      '{org}報告出爐後，在野陣營要求就{topic}展開調查',
      'La oposición exige una investigación sobre {topic} tras el informe {org:de}',
      "L'opposition réclame une enquête sur {topic} après le rapport {org:de}",
    ),
    t(
      'New poll shows voters split on {topic} with {target} vote in sight',
      '最新民调显示，{target}年选举在即，选民在{topic}问题上意见分歧',
      '最新民調顯示，{target}年選舉在即，選民在{topic}議題上看法分歧',
      'Un nuevo sondeo refleja división entre los votantes sobre {topic} a las puertas de las elecciones de {target}',
      "Un nouveau sondage montre des électeurs divisés sur {topic} à l'approche du scrutin de {target}",
    ),
    t(
      '{Place} council approves controversial measures on {topic}',
      '{place}市议会批准有争议的{topic}相关措施',
      '{place}市議會通過具爭議性的{topic}相關措施',
      'El consejo municipal {place:de} aprueba polémicas medidas sobre {topic}',
      'Le conseil municipal {place:de} adopte des mesures controversées sur {topic}',
    ),
  ],
  paragraphs: [
    t(
      'The proposal passed its first reading by a narrow margin {day}, with {small} members voting against. Supporters said it would bring long-awaited clarity to {topic}; critics called it rushed.',
      '该提案{day}以微弱优势通过一读，有{small}名议员投了反对票。支持者称，它将为{topic}带来期待已久的明确规则；批评者则认为过于仓促。',
      '該提案{day}以些微差距通過一讀，有{small}名議員投下反對票。支持者表示，這將為{topic}帶來期待已久的明確規範；批評者則認為過於倉促。',
      'La propuesta superó {day} la primera lectura por un estrecho margen, con {small} votos en contra. Sus defensores aseguran que pondrá orden en {topic}; los críticos la consideran precipitada.',
      "La proposition a été adoptée en première lecture {day} à une courte majorité, {small} élus ayant voté contre. Ses partisans estiment qu'elle apportera enfin de la clarté sur {topic} ; ses détracteurs la jugent précipitée.",
    ),
    t(
      '{Person}, who has led the push, defended the timetable. "People in {place} have waited long enough," {person} told reporters outside parliament. "We owe them a decision."',
      '主导此次推动的{person}为时间表进行辩护。{person}在议会外对记者说：“{place}的民众已经等得够久了，我们欠他们一个决定。”',
      '主導此次推動的{person}為時程表辯護。{person}在國會外對記者表示：「{place}的民眾已經等得夠久了，我們欠他們一個決定。」',
      '{person}, al frente de la iniciativa, defendió el calendario. «La gente {place:de} ya ha esperado bastante», dijo a los periodistas a las puertas del Parlamento. «Les debemos una decisión».',
      "{person}, à l'origine de l'initiative, a défendu le calendrier. « Les habitants {place:de} ont assez attendu », a lancé {person} devant le Parlement. « Nous leur devons une décision. »",
    ),
    t(
      'Opposition figures accused the government of ignoring warnings from {org}, which last month said the plan could cost up to {money}. They have promised amendments when the bill reaches committee stage.',
      '反对派人士指责政府无视{org}的警告。{org}上月表示，该计划的成本可能高达{money}。他们承诺在法案进入委员会审议阶段时提出修正案。',
      '在野人士指責政府無視{org}的警告。{org}上個月表示，該計畫的成本可能高達{money}。他們承諾在法案進入委員會審查階段時提出修正案。',
      'La oposición acusó al Gobierno de ignorar las advertencias {org:de}, que el mes pasado calculó que el plan podría costar hasta {money}. Ha prometido presentar enmiendas cuando el proyecto llegue a la fase de comisión.',
      "L'opposition accuse le gouvernement d'ignorer les mises en garde {org:de}, qui estimait le mois dernier que le plan pourrait coûter jusqu'à {money}. Elle promet des amendements lors de l'examen en commission.",
    ),
    t(
      'A survey released by {org2} found that {pct} of respondents in {place} back stronger action on {topic}, although support falls sharply when the question mentions higher costs.',
      '{org2}发布的调查显示，{place}有{pct}的受访者支持在{topic}方面采取更有力行动，但当问题提及成本上升时，支持率明显下降。',
      '{org2}公布的調查顯示，{place}有{pct}的受訪者支持在{topic}方面採取更有力的行動，但問題一旦提及成本上升，支持度便明顯下滑。',
      'Una encuesta publicada por {org2} revela que el {pct} de los encuestados en {place} respalda medidas más contundentes sobre {topic}, aunque el apoyo cae en picado cuando la pregunta menciona un aumento de los costes.',
      "Selon un sondage publié par {org2}, {pct} des personnes interrogées à {place} soutiennent une action plus ferme sur {topic}, mais l'adhésion recule nettement lorsque la question évoque une hausse des coûts.",
    ),
    t(
      'Legal experts expect challenges. Several groups have already said they will ask the courts to review the measures, arguing that they go beyond what existing law allows on {topic}.',
      '法律专家预计将出现诉讼挑战。已有多个团体表示将请求法院审查相关措施，理由是这些措施超出了现行法律在{topic}方面的授权范围。',
      '法律專家預期將面臨訴訟挑戰。已有多個團體表示將請求法院審查相關措施，理由是這些措施逾越了現行法律在{topic}方面的授權範圍。',
      'Los expertos jurídicos prevén recursos. Varios colectivos ya han anunciado que pedirán a los tribunales que revisen las medidas, al considerar que van más allá de lo que permite la ley vigente sobre {topic}.',
      "Les juristes s'attendent à des recours. Plusieurs associations ont déjà annoncé qu'elles saisiraient la justice, estimant que ces mesures vont au-delà de ce que permet la loi actuelle sur {topic}.",
    ),
    t(
      'The vote is expected before the summer recess. Party strategists say the outcome could shape the campaign ahead of the {target} election, in which the debate over {topic} is likely to feature prominently.',
      '表决预计将在夏季休会前举行。政党策略人士表示，结果可能影响{target}年选举的竞选走向，而{topic}预计将是选战的重要议题。',
      '表決預計在夏季休會前舉行。政黨策士表示，結果可能左右{target}年選舉的選戰走向，而{topic}預料將是選戰的重要議題。',
      'Se espera que la votación se celebre antes del receso estival. Los estrategas de los partidos creen que el resultado podría marcar la campaña de las elecciones de {target}, en la que el debate sobre {topic} ocupará previsiblemente un lugar destacado.',
      'Le vote est attendu avant la pause estivale. Selon les stratèges des partis, son issue pourrait peser sur la campagne du scrutin de {target}, où le débat sur {topic} devrait occuper une place centrale.',
    ),
  ],
};
