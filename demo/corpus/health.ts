import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/** Guidance, studies, hospitals under strain and the people who work in them. */
export const HEALTH_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      '{Org} issues new guidance on {topic} amid rising concern',
      '担忧情绪升温，{org}发布{topic}最新指南',
      '疑慮升溫，{org}發布{topic}最新指引',
      '{Org} publica nuevas recomendaciones sobre {topic} ante la creciente preocupación',
      '{Org} publie de nouvelles recommandations sur {topic} face à une inquiétude croissante',
    ),
    t(
      'Study of {num} patients in {place} sheds new light on {topic}',
      '{place}一项涉及{num}名患者的研究为{topic}提供新见解',
      '{place}一項涵蓋{num}名病患的研究為{topic}提供新觀點',
      'Un estudio con {num} pacientes en {place} arroja nueva luz sobre {topic}',
      "Une étude portant sur {num} patients à {place} éclaire d'un jour nouveau {topic}",
    ),
    t(
      'Hospitals in {place} under strain as pressure over {topic} mounts',
      '{topic}压力持续加大，{place}各医院不堪重负',
      '{topic}壓力持續升高，{place}各醫院不堪負荷',
      'Los hospitales {place:de}, al límite por la presión {topic:de}',
      'Les hôpitaux {place:de} sous tension face à la pression {topic:de}',
    ),
    t(
      'Doctors urge action on {topic} as cases rise {pct}',
      '相关病例增加{pct}，医生呼吁就{topic}采取行动',
      '相關病例增加{pct}，醫師呼籲就{topic}採取行動',
      'Los médicos piden actuar sobre {topic} tras un aumento de casos del {pct}',
      'Les médecins appellent à agir sur {topic} après une hausse de {pct} des cas',
    ),
    t(
      '{Place} launches {money} programme to tackle {topic}',
      '{place}推出{money}计划应对{topic}问题',
      '{place}推出{money}計畫因應{topic}問題',
      '{Place} lanza un programa de {money} para afrontar {topic}',
      "{Place} lance un programme de {money} pour s'attaquer {topic:a}",
    ),
    t(
      'What the latest research from {place} says about {topic}',
      '关于{topic}，{place}最新研究揭示了什么',
      '關於{topic}，{place}最新研究揭示了什麼',
      'Qué dice la última investigación {place:de} sobre {topic}',
      'Ce que dit la dernière étude menée à {place} sur {topic}',
    ),
  ],
  paragraphs: [
    t(
      'The guidance, published {day}, replaces recommendations that had been in place for almost a decade. {Org} said the update reflects new evidence on {topic} gathered from {small} countries.',
      '这份{day}发布的指南取代了沿用近十年的建议。{org}表示，此次更新反映了从{small}个国家收集到的有关{topic}的新证据。',
      '這份{day}發布的指引取代了沿用近十年的建議。{org}表示，此次更新反映了從{small}個國家蒐集到、有關{topic}的新證據。',
      'Las recomendaciones, publicadas {day}, sustituyen a las que estaban vigentes desde hacía casi una década. {Org} explicó que la actualización recoge nuevas pruebas sobre {topic} reunidas en {small} países.',
      'Ces recommandations, publiées {day}, remplacent celles en vigueur depuis près de dix ans. {Org} explique que la mise à jour intègre de nouvelles données sur {topic} recueillies dans {small} pays.',
    ),
    t(
      'Researchers followed {num} patients over three years and found a {pct} difference in outcomes between groups. "The signal is clear, even if more work is needed," said {person2}, {role2} at {org2}.',
      '研究人员对{num}名患者进行了为期三年的追踪，发现不同组别之间的结果相差{pct}。{org2}{role2}{person2}表示：“信号很明确，尽管还需要更多研究。”',
      '研究人員追蹤{num}名病患長達三年，發現不同組別的結果相差{pct}。{org2}{role2}{person2}表示：「訊號很明確，儘管仍需更多研究。」',
      'Los investigadores siguieron a {num} pacientes durante tres años y hallaron una diferencia del {pct} en los resultados entre grupos. «La señal es clara, aunque hace falta más trabajo», afirmó {person2}, {role2} {org2:de}.',
      "Les chercheurs ont suivi {num} patients pendant trois ans et constaté un écart de {pct} dans les résultats entre les groupes. « Le signal est clair, même s'il reste du travail », indique {person2}, {role2} {org2:de}.",
    ),
    t(
      'Hospitals in {place} report that waiting lists have grown by {pct} since last year. Staff describe a system stretched by rising demand, with winter expected to add further pressure.',
      '{place}的医院报告称，候诊名单自去年以来增长了{pct}。医护人员形容，在需求上升的情况下医疗系统已不堪重负，而冬季预计将带来更大压力。',
      '{place}的醫院表示，候診名單自去年以來增加了{pct}。醫護人員形容，需求上升讓醫療體系疲於奔命，預料冬季將帶來更大壓力。',
      'Los hospitales {place:de} informan de que las listas de espera han crecido un {pct} desde el año pasado. El personal describe un sistema desbordado por el aumento de la demanda, y se espera que el invierno agrave la presión.',
      "Les hôpitaux {place:de} indiquent que les listes d'attente ont augmenté de {pct} depuis l'an dernier. Les soignants décrivent un système à bout de souffle face à la hausse de la demande, et l'hiver devrait accentuer la pression.",
    ),
    t(
      'Patient groups welcomed the move but said it must be matched by funding. They estimate that at least {money} a year is needed to make a real difference to {topic} in {place} alone.',
      '患者团体对此表示欢迎，但表示必须有相应资金配套。他们估计，仅在{place}一地，每年至少需要{money}才能真正改善{topic}状况。',
      '病友團體對此表示歡迎，但強調必須有相應經費配套。他們估計，僅{place}一地每年至少需要{money}，才能真正改善{topic}的狀況。',
      'Las asociaciones de pacientes celebraron la medida, pero insistieron en que debe ir acompañada de financiación. Calculan que solo en {place} harían falta al menos {money} al año para mejorar de verdad la situación {topic:de}.',
      "Les associations de patients ont salué la mesure, tout en exigeant des financements à la hauteur. Elles estiment qu'il faudrait au moins {money} par an, rien qu'à {place}, pour changer réellement la donne sur le front {topic:de}.",
    ),
    t(
      'Public health experts stress that prevention remains the most cost-effective approach. Simple measures, they say, could reduce the burden linked to {topic} by as much as {pct} within a few years.',
      '公共卫生专家强调，预防仍是最具成本效益的方法。他们表示，简单的措施就能在几年内使与{topic}相关的负担减少多达{pct}。',
      '公共衛生專家強調，預防仍是最符合成本效益的做法。他們表示，簡單的措施就能在幾年內讓與{topic}相關的負擔減少多達{pct}。',
      'Los expertos en salud pública insisten en que la prevención sigue siendo la opción más rentable. Según ellos, medidas sencillas podrían reducir hasta un {pct} la carga asociada {topic:a} en pocos años.',
      "Les experts en santé publique rappellent que la prévention reste l'approche la plus rentable. Selon eux, des mesures simples pourraient réduire jusqu'à {pct} le fardeau lié {topic:a} en quelques années.",
    ),
    t(
      '{Person}, who has worked in {place} for more than a decade, said the change would be felt on the front line. "Patients ask us about {topic} every day," {person} said. "Now we will have clearer answers."',
      '在{place}工作了十多年的{person}表示，这一变化将在一线得到体现。{person}说：“病人每天都会问我们有关{topic}的问题，现在我们能给出更明确的答案了。”',
      '在{place}服務超過十年的{person}表示，這項改變將在第一線感受得到。{person}說：「病人每天都會問我們有關{topic}的問題，現在我們能給出更明確的答案了。」',
      '{person}, que trabaja en {place} desde hace más de una década, cree que el cambio se notará en primera línea. «Los pacientes nos preguntan cada día por {topic}», explicó. «Ahora tendremos respuestas más claras».',
      '{person}, qui exerce à {place} depuis plus de dix ans, estime que le changement se fera sentir en première ligne. « Les patients nous interrogent chaque jour sur {topic} », explique {person}. « Nous aurons désormais des réponses plus claires. »',
    ),
  ],
};
