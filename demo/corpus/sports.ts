import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/** Results, records, injuries and the governing bodies; places double as team names. */
export const SPORTS_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      '{Person} leads {place} to dramatic late win',
      '{person}率领{place}队在最后时刻上演逆转好戏',
      '{person}率領{place}隊在最後關頭上演逆轉好戲',
      '{person} lidera a {place} hacia una emocionante victoria en el último suspiro',
      '{person} offre à {place} une victoire spectaculaire dans les derniers instants',
    ),
    t(
      '{Place} to host major {topic} event in {target}',
      '{place}将于{target}年举办大型{topic}赛事',
      '{place}將於{target}年舉辦大型{topic}賽事',
      '{Place} acogerá en {target} una gran cita {topic:de}',
      '{Place} accueillera en {target} un grand rendez-vous {topic:de}',
    ),
    t(
      '{Person} breaks record as {place} crowd looks on',
      '{person}在{place}主场观众见证下刷新赛会纪录',
      '{person}在{place}主場觀眾見證下刷新大會紀錄',
      '{person} bate un récord ante la afición {place:de}',
      '{person} bat un record devant le public {place:de}',
    ),
    t(
      '{Org} announces major shake-up of {topic}',
      '{org}宣布对{topic}进行重大改革',
      '{org}宣布對{topic}進行重大改革',
      '{Org} anuncia una profunda reforma {topic:de}',
      '{Org} annonce une profonde réforme {topic:de}',
    ),
    t(
      'Injury blow for {place} as {person} is ruled out for {small} days',
      '{place}遭遇伤病打击，{person}将缺阵{small}天',
      '{place}遭遇傷病打擊，{person}將缺陣{small}天',
      'Golpe para {place}: {person} estará de baja {small} días por lesión',
      'Coup dur pour {place} : {person} forfait pour {small} jours',
    ),
    t(
      'Fans in {place} celebrate as the {topic} season reaches its climax',
      '{topic}赛季迎来高潮，{place}球迷欢庆',
      '{topic}賽季進入高潮，{place}球迷歡慶',
      'Fiesta entre los aficionados {place:de} en el tramo decisivo de la temporada {topic:de}',
      "Liesse chez les supporters {place:de} à l'approche du dénouement de la saison {topic:de}",
    ),
  ],
  paragraphs: [
    t(
      '{Person} settled the contest in the closing minutes {day}, sending a crowd of about {crowd} into celebration. The result extends the team\'s unbeaten run to {streak} games.',
      '{person}{day}在比赛最后几分钟锁定胜局，现场约{crowd}名观众沸腾庆祝。这场胜利让球队的不败纪录延续至{streak}场。',
      '{person}{day}在比賽最後幾分鐘鎖定勝局，現場約{crowd}名觀眾沸騰歡呼。這場勝利讓球隊的不敗紀錄延續至{streak}場。',
      '{person} decidió el encuentro en los últimos minutos {day}, desatando la euforia de unos {crowd} espectadores. El resultado prolonga a {streak} partidos la racha invicta del equipo.',
      "{person} a fait la différence dans les dernières minutes {day}, déclenchant la liesse de quelque {crowd} spectateurs. Ce résultat porte à {streak} matches la série d'invincibilité de l'équipe.",
    ),
    t(
      'The {place} coaching staff praised the squad\'s resilience. "We showed real character," the head coach said after the match. "There is still a long way to go, but this group believes in what we are building."',
      '{place}队教练组称赞球队的韧性。主教练赛后表示：“我们展现了真正的斗志。前路还很长，但这支队伍相信我们正在打造的一切。”',
      '{place}隊教練團稱讚球隊的韌性。總教練賽後表示：「我們展現了真正的鬥志。前面的路還很長，但這支球隊相信我們正在打造的一切。」',
      'El cuerpo técnico {place:de} elogió la resiliencia del equipo. «Hemos demostrado carácter», declaró el entrenador tras el partido. «Queda mucho camino, pero este grupo cree en lo que estamos construyendo».',
      "Le staff {place:de} a salué la résilience du groupe. « Nous avons montré du caractère », a déclaré l'entraîneur après le match. « La route est encore longue, mais ce groupe croit en ce que nous construisons. »",
    ),
    t(
      'Off the field, {org} is under pressure to modernise {topic}. Proposals under discussion include changes to the calendar, new rules on athlete welfare and a revenue-sharing model worth an estimated {money}.',
      '赛场之外，{org}正面临推动{topic}现代化的压力。正在讨论的方案包括调整赛历、出台新的运动员福利规定，以及一项估值约{money}的收入分成模式。',
      '賽場之外，{org}正面臨推動{topic}現代化的壓力。討論中的方案包括調整賽程、訂定新的選手福利規範，以及一項估值約{money}的收益分配模式。',
      'Fuera del terreno de juego, crece la presión sobre {org} para modernizar {topic}. Entre las propuestas sobre la mesa figuran cambios en el calendario, nuevas normas de bienestar para los deportistas y un modelo de reparto de ingresos valorado en unos {money}.',
      'En dehors du terrain, la pression monte sur {org} pour moderniser {topic}. Parmi les pistes étudiées figurent une refonte du calendrier, de nouvelles règles sur la santé des athlètes et un modèle de partage des revenus estimé à {money}.',
    ),
    t(
      'Statistics underline the turnaround. {Person} has been involved in {pct} of the team\'s decisive plays this season, more than any other player in the competition.',
      '数据印证了球队的转变。本赛季球队{pct}的关键进攻都有{person}的参与，超过联赛中任何其他球员。',
      '數據印證了球隊的轉變。本季球隊{pct}的關鍵進攻都有{person}參與，比聯賽中任何其他球員都多。',
      'Las estadísticas confirman el cambio. {person} ha participado en el {pct} de las jugadas decisivas de su equipo esta temporada, más que ningún otro jugador de la competición.',
      'Les statistiques confirment le redressement. {person} a pris part à {pct} des actions décisives de son équipe cette saison, plus que tout autre joueur de la compétition.',
    ),
    t(
      'Attention now turns to the next fixture in {place2}, where the hosts have not lost at home since {pastYear}. Tickets for the match sold out in under an hour.',
      '接下来的焦点转向在{place2}进行的下一场比赛，东道主自{pastYear}年以来从未在主场输球。该场比赛门票不到一小时便告售罄。',
      '接下來的焦點轉向在{place2}進行的下一場比賽，地主隊自{pastYear}年以來從未在主場落敗。該場比賽門票不到一小時便銷售一空。',
      'La atención se centra ahora en el próximo compromiso en {place2}, donde el equipo local no pierde en casa desde {pastYear}. Las entradas para el partido se agotaron en menos de una hora.',
      "Tous les regards se tournent désormais vers le prochain rendez-vous à {place2}, où l'équipe locale n'a plus perdu à domicile depuis {pastYear}. Les billets se sont arrachés en moins d'une heure.",
    ),
    t(
      'Away from the elite game, participation in {topic} is growing. {Org} reports a {pct} rise in registered players in {place} over two years, with the fastest growth among under-16s.',
      '在顶级赛事之外，参与{topic}的人数也在增长。{org}报告称，两年来{place}的注册运动员增加了{pct}，其中16岁以下群体增长最快。',
      '頂級賽事之外，參與{topic}的人數也持續成長。{org}指出，兩年來{place}的註冊選手增加了{pct}，其中16歲以下族群成長最快。',
      'Más allá de la élite, la práctica {topic:de} no deja de crecer. {Org} registra un aumento del {pct} de deportistas federados en {place} en dos años, con el mayor crecimiento entre los menores de 16.',
      "Au-delà du haut niveau, la pratique {topic:de} progresse. {Org} fait état d'une hausse de {pct} du nombre de licenciés à {place} en deux ans, la croissance la plus rapide concernant les moins de 16 ans.",
    ),
  ],
};
