import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/** Habits, workshops and small local trends, told through the people who start them. */
export const LIFESTYLE_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      'Why more people in {place} are rethinking {topic}',
      '为什么越来越多的{place}人开始重新思考{topic}',
      '為什麼愈來愈多{place}人開始重新思考{topic}',
      'Por qué cada vez más vecinos {place:de} se replantean {topic}',
      "Pourquoi de plus en plus d'habitants {place:de} repensent {topic}",
    ),
    t(
      '{Num} people sign up as {place} embraces a new approach to {topic}',
      '{place}尝试{topic}新做法，已有{num}人报名参加',
      '{place}嘗試{topic}新做法，已有{num}人報名參加',
      '{num} personas se apuntan a la nueva propuesta {place:de} sobre {topic}',
      '{num} personnes adhèrent à la nouvelle approche {place:de} sur {topic}',
    ),
    t(
      'The small changes that could transform {topic}, according to experts',
      '专家指出：这些小改变可能彻底改变{topic}',
      '專家指出：這些小改變可能徹底翻轉{topic}',
      'Los pequeños cambios que podrían transformar {topic}, según los expertos',
      'Ces petits changements qui pourraient transformer {topic}, selon les experts',
    ),
    t(
      '{Person} shares lessons from a decade spent exploring {topic}',
      '{person}分享十年来探索{topic}的心得',
      '{person}分享十年來探索{topic}的心得',
      '{person} comparte lo aprendido en una década dedicada a explorar {topic}',
      '{person} partage les leçons de dix ans passés à explorer {topic}',
    ),
    t(
      'A weekend in {place}: how locals are reinventing {topic}',
      '{place}的周末：当地人如何重新定义{topic}',
      '{place}的週末：在地人如何重新定義{topic}',
      'Un fin de semana en {place}: así reinventan sus vecinos {topic}',
      'Un week-end à {place} : comment les habitants réinventent {topic}',
    ),
    t(
      'Survey finds {pct} of adults plan to change habits around {topic}',
      '调查发现，{pct}的成年人计划改变与{topic}相关的习惯',
      '調查發現，{pct}的成年人打算改變與{topic}相關的習慣',
      'Una encuesta revela que el {pct} de los adultos quiere cambiar sus hábitos en torno {topic:a}',
      'Selon une enquête, {pct} des adultes comptent changer leurs habitudes liées {topic:a}',
    ),
  ],
  paragraphs: [
    t(
      'On a bright morning in {place}, dozens of people gathered for a workshop on {topic}. Organisers say demand has grown so quickly that sessions are now booked weeks in advance.',
      '在{place}一个晴朗的早晨，数十人聚集在一起参加一场关于{topic}的工作坊。组织者说，需求增长之快，如今课程需要提前数周预订。',
      '在{place}一個晴朗的早晨，數十人齊聚參加一場關於{topic}的工作坊。主辦者表示，需求成長得太快，如今課程得提前好幾週預約。',
      'Una mañana soleada en {place}, decenas de personas se reunieron en un taller sobre {topic}. Los organizadores aseguran que la demanda ha crecido tan rápido que las sesiones se reservan con semanas de antelación.',
      "Par une matinée ensoleillée à {place}, des dizaines de personnes se sont retrouvées pour un atelier consacré {topic:a}. Selon les organisateurs, la demande a tellement augmenté que les séances affichent complet des semaines à l'avance.",
    ),
    t(
      '"It started as a hobby," said {person}, who runs the project. "Now we get messages from people in {place2} and beyond asking how to do the same thing in their own communities."',
      '负责该项目的{person}说：“一开始只是个爱好，现在我们收到来自{place2}等地的人发来的信息，询问如何在自己的社区做同样的事。”',
      '負責這項計畫的{person}說：「一開始只是興趣，現在我們會收到{place2}等地民眾的訊息，詢問怎麼在自己的社區做一樣的事。」',
      '«Empezó como un pasatiempo», cuenta {person}, al frente del proyecto. «Ahora recibimos mensajes de gente {place2:de} y de otros lugares que nos preguntan cómo hacer lo mismo en sus barrios».',
      "« Au départ, c'était un passe-temps », raconte {person}, qui pilote le projet. « Aujourd'hui, nous recevons des messages de personnes {place2:de} et d'ailleurs qui veulent faire la même chose chez elles. »",
    ),
    t(
      'A survey by {org} found that {pct} of adults in {place} have changed at least one habit related to {topic} in the past year, with cost and time cited as the main reasons.',
      '{org}的一项调查发现，过去一年{place}有{pct}的成年人至少改变了一个与{topic}相关的习惯，主要原因是费用和时间。',
      '{org}的一項調查發現，過去一年{place}有{pct}的成年人至少改變了一項與{topic}相關的習慣，主因是費用與時間。',
      'Una encuesta {org:de} revela que el {pct} de los adultos {place:de} ha cambiado al menos un hábito relacionado con {topic} en el último año, sobre todo por motivos de coste y de tiempo.',
      "Selon une enquête {org:de}, {pct} des adultes {place:de} ont modifié au moins une habitude liée {topic:a} au cours de l'année écoulée, invoquant surtout le coût et le manque de temps.",
    ),
    t(
      'Experts caution against expecting overnight results. Small, consistent changes tend to last longer than dramatic ones, said {person2}, {role2} at {org2}, who has studied {topic} for years.',
      '专家提醒不要指望立竿见影。多年来研究{topic}的{org2}{role2}{person2}表示，细小而持续的改变往往比剧烈的改变更能持久。',
      '專家提醒別期待立竿見影。多年來研究{topic}的{org2}{role2}{person2}表示，細微而持續的改變，往往比劇烈的改變更能持久。',
      'Los expertos advierten de que no hay que esperar resultados inmediatos. Los cambios pequeños y constantes suelen durar más que los drásticos, según {person2}, {role2} {org2:de}, que lleva años estudiando {topic}.',
      "Les experts mettent en garde contre l'attente de résultats immédiats. Les petits changements réguliers durent souvent plus longtemps que les bouleversements, selon {person2}, {role2} {org2:de}, qui étudie {topic} depuis des années.",
    ),
    t(
      'Local businesses in {place} have noticed the shift. Several report a {pct} increase in demand for related products and services, and some have started offering classes of their own.',
      '{place}的本地商家已经察觉到这一变化。多家商户反映，相关产品和服务的需求增长了{pct}，一些商家还开始自行开设课程。',
      '{place}的在地店家已經察覺到這股轉變。多家業者表示，相關產品與服務的需求成長了{pct}，有些店家也開始自行開課。',
      'Los comercios {place:de} han notado el cambio. Varios aseguran que la demanda de productos y servicios relacionados ha aumentado un {pct}, y algunos han empezado a ofrecer sus propios cursos.',
      "Les commerces {place:de} ont remarqué le changement. Plusieurs font état d'une hausse de {pct} de la demande pour les produits et services liés, et certains proposent désormais leurs propres ateliers.",
    ),
    t(
      'For those looking to get started, the advice is simple: begin small, find others with the same interest and be patient. "Nobody gets it right the first time," {person} said.',
      '对于想要开始尝试的人，建议很简单：从小处着手，找到志同道合的人，并保持耐心。{person}说：“没有人第一次就能做对。”',
      '對於想開始嘗試的人，建議很簡單：從小地方做起，找到志同道合的夥伴，並保持耐心。{person}說：「沒有人第一次就能做對。」',
      'Para quienes quieran empezar, el consejo es sencillo: empezar poco a poco, buscar a otras personas con el mismo interés y tener paciencia. «Nadie lo hace bien a la primera», resume {person}.',
      "Pour ceux qui veulent se lancer, le conseil est simple : commencer petit, trouver d'autres passionnés et faire preuve de patience. « Personne ne réussit du premier coup », résume {person}.",
    ),
  ],
};
