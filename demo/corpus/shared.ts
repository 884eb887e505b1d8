import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/**
 * Templates that fit a story in any category, because the subcategory's topic carries the
 * subject. Every category draws on these as well as its own.
 */
export const SHARED_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      'Debate over {topic} intensifies in {place} as {org} weighs in',
      '{org}表态后，{place}围绕{topic}的争论持续升温',
      '{org}表態後，{place}圍繞{topic}的爭論持續升溫',
      'Se intensifica en {place} el debate sobre {topic} tras la intervención {org:de}',
      "À {place}, le débat sur {topic} s'intensifie après l'intervention {org:de}",
    ),
    t(
      '{Org} unveils new plan on {topic} with {money} in funding',
      '{org}公布{topic}新计划，拟投入{money}',
      '{org}公布{topic}新計畫，擬投入{money}',
      '{Org} presenta un nuevo plan sobre {topic} con {money} de financiación',
      '{Org} dévoile un nouveau plan sur {topic} doté de {money}',
    ),
    t(
      "What {place}'s latest move means for {topic}",
      '{place}最新举措对{topic}意味着什么',
      '{place}最新舉措對{topic}意味著什麼',
      'Qué significa para {topic} la última decisión {place:de}',
      'Ce que la dernière décision {place:de} change pour {topic}',
    ),
    t(
      '{Person} calls for a fresh approach to {topic}',
      '{person}呼吁以新思路应对{topic}问题',
      '{person}呼籲以新思維因應{topic}問題',
      '{person} pide un nuevo enfoque sobre {topic}',
      '{person} appelle à une nouvelle approche sur {topic}',
    ),
    t(
      '{Topic}: {pct} jump in {place} surprises analysts',
      '{place}{topic}相关数据跃升{pct}，出乎分析人士意料',
      '{place}{topic}相關數據躍升{pct}，出乎分析人士意料',
      '{Topic}: un salto del {pct} en {place} sorprende a los analistas',
      '{Topic} : un bond de {pct} à {place} surprend les analystes',
    ),
    t(
      'Officials in {place} and {place2} agree to cooperate on {topic}',
      '{place}与{place2}官员同意就{topic}开展合作',
      '{place}與{place2}官員同意就{topic}展開合作',
      'Las autoridades {place:de} y {place2:de} acuerdan cooperar en {topic}',
      "Les autorités {place:de} et {place2:de} s'accordent pour coopérer sur {topic}",
    ),
    t(
      'New report from {org} puts {topic} back in the spotlight',
      '{org}发布新报告，{topic}再度成为焦点',
      '{org}發布新報告，{topic}再度成為焦點',
      'Un nuevo informe {org:de} vuelve a poner el foco en {topic}',
      'Un nouveau rapport {org:de} remet {topic} sous les projecteurs',
    ),
  ],
  paragraphs: [
    t(
      'The announcement came {day} after weeks of pressure from residents and business groups in {place}. {Person}, {role} at {org}, said the measures were "long overdue" and would be reviewed again before {target}.',
      '{place}居民和商界团体施压数周后，相关决定于{day}公布。{org}{role}{person}表示，这些措施“早该出台”，并将在{target}年之前再次评估。',
      '{place}居民和商界團體施壓數週後，相關決定於{day}公布。{org}{role}{person}表示，這些措施「早該推出」，並將在{target}年之前再次檢討。',
      'El anuncio llegó {day}, tras semanas de presión de vecinos y empresarios {place:de}. {person}, {role} {org:de}, afirmó que las medidas «llegan tarde» y que volverán a revisarse antes de {target}.',
      "L'annonce est intervenue {day}, après des semaines de pression des habitants et des entreprises {place:de}. {person}, {role} {org:de}, a estimé que ces mesures « arrivaient bien tard » et qu'elles seraient réexaminées d'ici {target}.",
    ),
    t(
      'According to figures published by {org}, key indicators linked to {topic} moved by {pct} over the past twelve months, the sharpest change in a decade. Analysts cautioned that part of the shift reflects one-off factors.',
      '根据{org}公布的数据，过去十二个月与{topic}相关的关键指标变动了{pct}，为十年来最大变化。分析人士提醒，其中部分变化源于一次性因素。',
      '根據{org}公布的數據，過去十二個月與{topic}相關的關鍵指標變動了{pct}，為十年來最大變化。分析人士提醒，其中部分變化源自一次性因素。',
      'Según datos publicados por {org}, los principales indicadores relacionados con {topic} variaron un {pct} en los últimos doce meses, el mayor cambio en una década. Los analistas advirtieron de que parte de ese movimiento se debe a factores puntuales.',
      "Selon les chiffres publiés par {org}, les principaux indicateurs liés {topic:a} ont varié de {pct} sur les douze derniers mois, soit la plus forte évolution en dix ans. Les analystes préviennent qu'une partie de ce mouvement tient à des facteurs ponctuels.",
    ),
    t(
      'Not everyone is convinced. {Person2}, {role2} at {org2}, warned that the plan could cost as much as {money} and said smaller communities outside {place} risked being left behind.',
      '并非所有人都认同。{org2}{role2}{person2}警告称，该计划的成本可能高达{money}，{place}以外的小型社区恐被边缘化。',
      '並非所有人都認同。{org2}{role2}{person2}警告，該計畫的成本可能高達{money}，{place}以外的小型社區恐遭邊緣化。',
      'No todos están convencidos. {person2}, {role2} {org2:de}, advirtió de que el plan podría costar hasta {money} y de que las comunidades más pequeñas fuera {place:de} corren el riesgo de quedarse atrás.',
      "Tout le monde n'est pas convaincu. {person2}, {role2} {org2:de}, a averti que le plan pourrait coûter jusqu'à {money} et que les petites communes situées hors {place:de} risquaient d'être laissées pour compte.",
    ),
    t(
      'Some {num} people attended a public meeting on the issue in {place}, many of them voicing frustration at the pace of change. Organisers said they would return with a petition before the end of the month.',
      '约{num}人出席了在{place}举行的相关公开会议，许多人对变革进展缓慢表示不满。组织者表示，将在月底前递交请愿书。',
      '約{num}人出席在{place}舉行的相關公聽會，許多人對改革進度緩慢表達不滿。主辦單位表示，將在月底前遞交連署書。',
      'Unas {num} personas asistieron a una reunión pública sobre el asunto en {place}, y muchas expresaron su frustración por la lentitud de los cambios. Los organizadores anunciaron que volverán con una petición antes de fin de mes.',
      "Quelque {num} personnes ont assisté à une réunion publique sur le sujet à {place}, nombre d'entre elles exprimant leur frustration face à la lenteur des changements. Les organisateurs ont promis de revenir avec une pétition avant la fin du mois.",
    ),
    t(
      'The debate over {topic} has moved to the centre of public life in recent years. Surveys suggest that residents now rank the issue among their top concerns, ahead of questions that dominated the conversation only a few years ago.',
      '近年来，{topic}已成为公共讨论的焦点。调查显示，民众如今将其列为最关心的问题之一，排在几年前还占据话题中心的议题之前。',
      '近年來，{topic}已成為公共討論的焦點。調查顯示，民眾如今將其列為最關心的議題之一，排在幾年前仍占據話題中心的議題之前。',
      'El debate sobre {topic} se ha situado en el centro de la vida pública en los últimos años. Las encuestas indican que los ciudadanos ya consideran este asunto una de sus principales preocupaciones, por delante de cuestiones que dominaban la conversación hace apenas unos años.',
      "Le débat sur {topic} s'est imposé au cœur de la vie publique ces dernières années. Selon les sondages, les habitants placent désormais ce sujet parmi leurs principales préoccupations, devant des questions qui dominaient les discussions il y a encore quelques années.",
    ),
    t(
      '{Org} said it would publish a detailed timetable by {target}. Officials stressed that the first phase would focus on {place}, where pressure has been most acute.',
      '{org}表示将在{target}年前公布详细时间表。官员强调，第一阶段将以压力最为突出的{place}为重点。',
      '{org}表示將在{target}年前公布詳細時程表。官員強調，第一階段將以壓力最為沉重的{place}為重點。',
      '{Org} indicó que publicará un calendario detallado antes de {target}. Los responsables subrayaron que la primera fase se centrará en {place}, donde la presión ha sido más intensa.',
      "{Org} a promis de publier un calendrier détaillé d'ici {target}. Les responsables ont souligné que la première phase porterait sur {place}, où la pression est la plus forte.",
    ),
    t(
      'Residents interviewed in {place} offered mixed views. "We have heard promises before," said one shop owner. "This time we want to see results, not another consultation."',
      '在{place}受访的居民看法不一。一位店主说：“以前的承诺我们听得太多了，这次我们想看到实际成效，而不是又一轮咨询。”',
      '在{place}受訪的居民看法分歧。一位店家老闆說：「以前的承諾我們聽得太多了，這次我們想看到實際成效，而不是又一輪諮詢。」',
      'Los vecinos {place:de} consultados se mostraron divididos. «Ya hemos oído promesas antes», dijo el dueño de una tienda. «Esta vez queremos ver resultados, no otra consulta».',
      "Les habitants {place:de} interrogés se montrent partagés. « Nous avons déjà entendu des promesses », confie un commerçant. « Cette fois, nous voulons des résultats, pas une énième consultation. »",
    ),
    t(
      'International observers are watching closely. Officials in {place2} said they were studying the approach and could adopt similar measures if early results prove encouraging.',
      '国际观察人士正密切关注事态发展。{place2}官员表示，他们正在研究这一做法，如果初步成效令人鼓舞，可能会采取类似措施。',
      '國際觀察人士正密切關注後續發展。{place2}官員表示，他們正在研究這項做法，若初步成效令人振奮，可能採取類似措施。',
      'Los observadores internacionales siguen de cerca la situación. Responsables {place2:de} afirmaron que estudian el enfoque y que podrían adoptar medidas similares si los primeros resultados son alentadores.',
      'Les observateurs internationaux suivent le dossier de près. Des responsables {place2:de} ont indiqué étudier cette approche et pourraient adopter des mesures similaires si les premiers résultats se révèlent encourageants.',
    ),
    t(
      'The figures mask wide differences. In {place}, the change was more than double the national average, while other areas reported almost no movement at all, according to a breakdown shared by {org}.',
      '这些数字掩盖了巨大的地区差异。根据{org}提供的细分数据，{place}的变化幅度是全国平均水平的两倍多，而其他地区几乎没有变化。',
      '這些數字掩蓋了明顯的地區差異。根據{org}提供的細項數據，{place}的變化幅度是全國平均的兩倍以上，其他地區則幾乎沒有變化。',
      'Las cifras esconden grandes diferencias. En {place}, el cambio duplicó con creces la media nacional, mientras que otras zonas apenas registraron variaciones, según un desglose facilitado por {org}.',
      "Ces chiffres masquent de fortes disparités. À {place}, l'évolution a été plus de deux fois supérieure à la moyenne nationale, tandis que d'autres régions n'ont presque rien enregistré, selon une ventilation communiquée par {org}.",
    ),
    t(
      'Looking ahead, much will depend on funding. {Person} estimated that at least {money} would be needed over the next three years, a figure that several partners have yet to commit to.',
      '展望未来，很大程度上将取决于资金。{person}估计，未来三年至少需要{money}，而多个合作方尚未就此作出承诺。',
      '展望未來，關鍵仍在於資金。{person}估計，未來三年至少需要{money}，而多個合作夥伴尚未對此做出承諾。',
      'De cara al futuro, mucho dependerá de la financiación. {person} calculó que se necesitarán al menos {money} en los próximos tres años, una cifra con la que varios socios aún no se han comprometido.',
      "Pour la suite, tout dépendra du financement. {person} estime qu'il faudra au moins {money} sur les trois prochaines années, un montant sur lequel plusieurs partenaires ne se sont pas encore engagés.",
    ),
    t(
      'The next milestone is a review scheduled for {target}. Until then, {org} said it would continue to monitor {topic} and report its findings every quarter.',
      '下一个节点是定于{target}年进行的评估。{org}表示，在此之前将持续监测{topic}，并每季度公布调查结果。',
      '下一個關鍵節點是預定於{target}年進行的檢討。{org}表示，在此之前將持續監測{topic}，並每季公布調查結果。',
      'El próximo hito es una revisión prevista para {target}. Hasta entonces, {org} seguirá de cerca {topic} y publicará sus conclusiones cada trimestre, según indicó.',
      "Prochaine étape : un bilan prévu en {target}. D'ici là, {org} a promis de suivre de près {topic} et de publier ses conclusions chaque trimestre.",
    ),
  ],
};
