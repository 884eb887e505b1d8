import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/** Diplomacy, aid and crises: summits, envoys, agencies on the ground. */
export const WORLD_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      'Leaders meet in {place} for talks on {topic}',
      '各国领导人齐聚{place}，就{topic}举行会谈',
      '各國領袖齊聚{place}，就{topic}舉行會談',
      'Líderes internacionales se reúnen en {place} para abordar {topic}',
      'Des dirigeants se réunissent à {place} pour des discussions sur {topic}',
    ),
    t(
      '{Org} warns outlook on {topic} is worsening and urges swift action',
      '{org}发出警告：{topic}前景持续恶化，各方须尽快行动',
      '{org}發出警告：{topic}前景持續惡化，各方須儘快行動',
      '{Org} advierte de que las perspectivas sobre {topic} empeoran y pide actuar con rapidez',
      "{Org} s'alarme d'une dégradation sur {topic} et appelle à agir vite",
    ),
    t(
      '{Place} and {place2} sign agreement on {topic}',
      '{place}与{place2}签署{topic}合作协议',
      '{place}與{place2}簽署{topic}合作協議',
      '{Place} y {place2} firman un acuerdo sobre {topic}',
      '{Place} et {place2} signent un accord sur {topic}',
    ),
    t(
      'Envoys in {place} push for breakthrough on {topic} before {target}',
      '各国特使在{place}力争于{target}年前在{topic}问题上取得突破',
      '各國特使在{place}力拚於{target}年前在{topic}議題上取得突破',
      'Los enviados reunidos en {place} buscan un avance sobre {topic} antes de {target}',
      'Réunis à {place}, les émissaires cherchent une percée sur {topic} avant {target}',
    ),
    t(
      '{Num} displaced as crisis deepens near {place}, says {org}',
      '{org}称，{place}附近危机加深，已有{num}人流离失所',
      '{org}指出，{place}附近危機加劇，已有{num}人流離失所',
      '{Org} cifra en {num} los desplazados por el agravamiento de la crisis cerca {place:de}',
      "Selon {org}, {num} personnes déplacées alors que la crise s'aggrave près {place:de}",
    ),
    t(
      'Inside the diplomatic push over {topic} from {place} to {place2}',
      '从{place}到{place2}：聚焦围绕{topic}展开的外交角力',
      '從{place}到{place2}：聚焦圍繞{topic}展開的外交角力',
      'Entre bastidores de la ofensiva diplomática sobre {topic}, {place:de} a {place2}',
      "Dans les coulisses de l'offensive diplomatique sur {topic}, {place:de} à {place2}",
    ),
  ],
  paragraphs: [
    t(
      'Delegations from more than {small} countries gathered in {place} {day} for talks on {topic}, with {org} acting as host. Diplomats described the opening session as "constructive but difficult".',
      '来自{small}多个国家的代表团{day}齐聚{place}，就{topic}展开会谈，由{org}担任东道主。外交官形容首日会议“富有建设性但困难重重”。',
      '來自{small}多個國家的代表團{day}齊聚{place}，就{topic}展開會談，由{org}擔任東道主。外交官形容首日會議「具建設性但困難重重」。',
      'Delegaciones de más de {small} países se reunieron {day} en {place} para debatir sobre {topic}, en un encuentro organizado por {org}. Los diplomáticos describieron la sesión inaugural como «constructiva pero difícil».',
      "Des délégations de plus de {small} pays se sont réunies {day} à {place} pour des discussions sur {topic}, à l'invitation {org:de}. Les diplomates ont qualifié la séance d'ouverture de « constructive mais difficile ».",
    ),
    t(
      'Aid agencies say the situation on the ground remains fragile. {Org} estimates that {num} people in the region around {place} need assistance, and warned that funding covers only a fraction of the need.',
      '援助机构表示，当地局势依然脆弱。{org}估计，{place}周边地区有{num}人需要援助，并警告现有资金只能满足一小部分需求。',
      '援助機構表示，當地情勢依然脆弱。{org}估計，{place}周邊地區有{num}人需要援助，並警告現有資金僅能滿足一小部分需求。',
      'Las agencias humanitarias aseguran que la situación sobre el terreno sigue siendo frágil. {Org} calcula que {num} personas necesitan ayuda en la región {place:de} y advierte de que la financiación solo cubre una parte de las necesidades.',
      "Les agences humanitaires jugent la situation sur le terrain toujours fragile. {Org} estime que {num} personnes ont besoin d'aide dans la région {place:de} et prévient que les financements ne couvrent qu'une fraction des besoins.",
    ),
    t(
      'The talks follow months of tension between capitals. Officials in {place2} have accused partners of moving too slowly on {topic}, while others argue that any deal must include firm guarantees.',
      '此次会谈之前，各国首都之间已紧张数月。{place2}官员指责合作伙伴在{topic}问题上行动迟缓，另一些国家则坚持任何协议都必须包含明确保障。',
      '此次會談之前，各國首都之間已緊張數月。{place2}官員指責合作夥伴在{topic}問題上行動遲緩，另一些國家則堅持任何協議都必須納入明確保障。',
      'Las conversaciones llegan tras meses de tensión entre capitales. Las autoridades {place2:de} han acusado a sus socios de avanzar demasiado despacio en {topic}, mientras que otros sostienen que cualquier acuerdo debe incluir garantías firmes.',
      "Ces discussions font suite à des mois de tensions entre capitales. Les autorités {place2:de} reprochent à leurs partenaires d'avancer trop lentement sur {topic}, tandis que d'autres estiment que tout accord devra comporter des garanties solides.",
    ),
    t(
      '{Person}, {role} at {org}, said a draft text could be ready by {target}. "Nobody expects a perfect agreement," {person} said. "But standing still is no longer an option."',
      '{org}{role}{person}表示，草案文本最快可在{target}年准备就绪。{person}说：“没有人期待一份完美的协议，但原地踏步已不再是选项。”',
      '{org}{role}{person}表示，草案文本最快可在{target}年備妥。{person}說：「沒有人期待一份完美的協議，但原地踏步已不再是選項。」',
      '{person}, {role} {org:de}, señaló que un borrador podría estar listo en {target}. «Nadie espera un acuerdo perfecto», dijo {person}. «Pero quedarse quieto ya no es una opción».',
      "{person}, {role} {org:de}, a indiqué qu'un projet de texte pourrait être prêt en {target}. « Personne n'attend un accord parfait », a déclaré {person}. « Mais l'immobilisme n'est plus une option. »",
    ),
    t(
      'Human rights groups, including {org2}, called for greater transparency, noting that previous commitments on {topic} were only partly implemented. They urged negotiators to publish regular progress reports.',
      '包括{org2}在内的人权团体呼吁提高透明度，指出此前在{topic}方面的承诺仅得到部分落实，并敦促谈判各方定期公布进展报告。',
      '包括{org2}在內的人權團體呼籲提高透明度，指出先前在{topic}方面的承諾僅部分落實，並敦促談判各方定期公布進度報告。',
      'Organizaciones de derechos humanos, entre ellas {org2}, reclamaron más transparencia y recordaron que los compromisos anteriores sobre {topic} solo se cumplieron en parte. Pidieron a los negociadores que publiquen informes periódicos de avances.',
      "Des organisations de défense des droits humains, dont {org2}, ont réclamé davantage de transparence, rappelant que les engagements précédents sur {topic} n'ont été que partiellement tenus. Elles demandent aux négociateurs de publier régulièrement des rapports d'étape.",
    ),
    t(
      'In {place}, the mood was cautious. Local officials said they had seen similar summits come and go, and would judge the outcome by what changes on the ground in the months ahead.',
      '{place}的气氛相对谨慎。当地官员表示，类似的峰会他们见得多了，评判成果要看未来几个月当地是否真正发生改变。',
      '{place}的氣氛相對謹慎。當地官員表示，類似的峰會他們見多了，成果好壞要看未來幾個月當地是否真的有所改變。',
      'En {place}, el ambiente era de cautela. Los responsables locales dijeron haber visto ir y venir cumbres similares y que juzgarán el resultado por lo que cambie sobre el terreno en los próximos meses.',
      'À {place}, la prudence était de mise. Les élus locaux disent avoir vu passer bien des sommets similaires et jugeront le résultat à ce qui changera concrètement dans les mois à venir.',
    ),
  ],
};
