import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/** Stories that spread fast: viral posts, search spikes, reactions. */
export const TRENDING_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      'Debate over {topic} dominates online conversation after {place} announcement',
      '{place}发布公告后，{topic}成为网络热议话题',
      '{place}發布公告後，{topic}成為網路熱議話題',
      'El debate sobre {topic} acapara las redes tras el anuncio {place:de}',
      "Le débat sur {topic} enflamme les réseaux après l'annonce {place:de}",
    ),
    t(
      'Why everyone is talking about {topic} this week',
      '为什么本周所有人都在谈论{topic}',
      '為什麼這週大家都在談論{topic}',
      'Por qué todo el mundo habla esta semana {topic:de}',
      'Pourquoi tout le monde parle {topic:de} cette semaine',
    ),
    t(
      "{Person}'s remarks on {topic} spark a storm of reactions",
      '{person}有关{topic}的言论引发热议',
      '{person}有關{topic}的言論引發熱議',
      'Las declaraciones de {person} sobre {topic} desatan una oleada de reacciones',
      'Les propos {person:de} sur {topic} déclenchent une avalanche de réactions',
    ),
    t(
      'Viral video from {place} puts {topic} in the spotlight',
      '一段来自{place}的视频走红，令{topic}成为焦点',
      '一段來自{place}的影片爆紅，讓{topic}成為焦點',
      'Un vídeo viral grabado en {place} pone el foco en {topic}',
      'Une vidéo virale tournée à {place} braque les projecteurs sur {topic}',
    ),
    t(
      'Searches for {topic} surge {pct} as {place} story spreads',
      '{place}事件持续发酵，{topic}相关搜索量激增{pct}',
      '{place}事件持續發酵，{topic}相關搜尋量暴增{pct}',
      'Las búsquedas sobre {topic} se disparan un {pct} mientras se difunde la noticia {place:de}',
      "Les recherches sur {topic} bondissent de {pct} à mesure que l'affaire {place:de} se répand",
    ),
    t(
      "From {place} to {place2}: how {topic} became this week's big story",
      '从{place}到{place2}：{topic}如何成为本周焦点新闻',
      '從{place}到{place2}：{topic}如何成為本週焦點新聞',
      '{Place:de} a {place2}: el asunto {topic:de}, protagonista de la semana',
      '{Place:de} à {place2} : {topic}, le grand sujet de la semaine',
    ),
  ],
  paragraphs: [
    t(
      'A post shared from {place} {day} has been viewed more than {big} times, pushing {topic} to the top of trending lists on several platforms. The clip was first circulated by accounts linked to {org}.',
      '{day}一则来自{place}的帖子浏览量已超过{big}次，让{topic}登上多个平台的热搜榜首。该片段最早由与{org}有关的账号转发。',
      '{day}一則來自{place}的貼文瀏覽次數已突破{big}次，讓{topic}登上多個平台的熱門排行榜首。該片段最早由與{org}有關的帳號轉發。',
      'Una publicación compartida desde {place} {day} acumula ya más de {big} de visualizaciones y ha situado {topic} en lo más alto de las tendencias en varias plataformas. El vídeo lo difundieron primero cuentas vinculadas {org:a}.',
      "Une publication partagée depuis {place} {day} a déjà dépassé {big} de vues, propulsant {topic} en tête des tendances sur plusieurs plateformes. La vidéo a d'abord été relayée par des comptes liés {org:a}.",
    ),
    t(
      'The reaction was swift. Within hours, hashtags referencing {place} and {topic} were among the most shared of the day, and {org} issued a short statement saying it was "aware of the discussion".',
      '反应来得很快。数小时内，与{place}和{topic}相关的话题标签跻身当日转发量最高之列，{org}随即发表简短声明，称“已注意到相关讨论”。',
      '反應來得很快。短短幾小時內，與{place}和{topic}相關的主題標籤躋身當日分享次數最多之列，{org}隨即發表簡短聲明，表示「已注意到相關討論」。',
      'La reacción fue inmediata. En pocas horas, las etiquetas relacionadas con {place} y con {topic} figuraban entre las más compartidas del día, y {org} emitió un breve comunicado en el que decía estar «al tanto del debate».',
      'La réaction a été immédiate. En quelques heures, les mots-clés évoquant {place} et {topic} figuraient parmi les plus partagés de la journée, et {org} a publié un bref communiqué se disant « au courant de la discussion ».',
    ),
    t(
      'Fact-checkers urged caution, noting that several widely shared claims about {topic} could not be verified. {Person2}, {role2} at {org2}, said the episode showed how quickly a local story can become a global one.',
      '事实核查人员呼吁保持谨慎，指出多条广泛流传的有关{topic}的说法无法得到证实。{org2}{role2}{person2}表示，此事显示一则地方新闻可以多么迅速地演变为全球话题。',
      '事實查核人員呼籲保持審慎，指出多則廣為流傳、有關{topic}的說法無法證實。{org2}{role2}{person2}表示，此事顯示一則地方新聞能多快演變成全球話題。',
      'Los verificadores pidieron cautela y señalaron que varias afirmaciones muy difundidas sobre {topic} no podían comprobarse. {person2}, {role2} {org2:de}, afirmó que el episodio demuestra lo rápido que una noticia local puede volverse global.',
      "Les vérificateurs ont appelé à la prudence, relevant que plusieurs affirmations largement partagées sur {topic} n'avaient pu être vérifiées. {person2}, {role2} {org2:de}, estime que l'épisode montre à quelle vitesse une histoire locale peut devenir mondiale.",
    ),
    t(
      'Interest has not been limited to social media. Search data shows queries about {topic} rose {pct} in {place} over the past week, with a smaller but noticeable increase in {place2}.',
      '关注热度并不限于社交媒体。搜索数据显示，过去一周{place}有关{topic}的搜索量增长了{pct}，{place2}的增幅虽较小但同样明显。',
      '關注度並不僅限於社群媒體。搜尋數據顯示，過去一週{place}有關{topic}的搜尋量成長了{pct}，{place2}的增幅雖較小但同樣明顯。',
      'El interés no se ha limitado a las redes sociales. Los datos de búsqueda muestran que las consultas sobre {topic} aumentaron un {pct} en {place} durante la última semana, con un incremento menor pero apreciable en {place2}.',
      "L'intérêt ne s'est pas limité aux réseaux sociaux. Les données de recherche montrent que les requêtes sur {topic} ont progressé de {pct} à {place} la semaine dernière, avec une hausse plus modeste mais notable à {place2}.",
    ),
    t(
      'For {org}, the sudden attention is a mixed blessing. Officials privately acknowledge that the spotlight has sped up discussions on {topic} that had stalled for months, but worry that the tone of the debate has hardened.',
      '对{org}而言，这突如其来的关注喜忧参半。官员私下承认，舆论聚焦加快了停滞数月的{topic}讨论，但也担心辩论的调子变得更加强硬。',
      '對{org}而言，這突如其來的關注可說是喜憂參半。官員私下坦言，輿論聚焦加快了停滯數月的{topic}討論，但也擔心辯論的氣氛變得更加對立。',
      'Para {org}, la repentina atención es un arma de doble filo. En privado, sus responsables reconocen que el foco mediático ha acelerado las conversaciones sobre {topic}, estancadas desde hace meses, pero temen que el tono del debate se haya endurecido.',
      "Pour {org}, cette attention soudaine est à double tranchant. En privé, ses responsables reconnaissent que la médiatisation a relancé des discussions sur {topic} au point mort depuis des mois, mais s'inquiètent d'un durcissement du ton.",
    ),
    t(
      '{Person} urged followers to look beyond the headlines. "There is a real conversation to be had about {topic}," {person} wrote in a post shared from {place}. "It deserves more than a few hours of outrage."',
      '{person}呼吁网友不要只看标题。{person}在{place}发文写道：“关于{topic}，确实有值得认真讨论的地方，它值得的不只是几个小时的愤怒。”',
      '{person}呼籲網友別只看標題。{person}在{place}發文寫道：「關於{topic}，確實有值得認真討論的地方，它值得的不只是幾個小時的憤怒。」',
      '{person} pidió a sus seguidores que miraran más allá de los titulares. «Hay una conversación de verdad pendiente sobre {topic}», escribió desde {place}. «Merece algo más que unas horas de indignación».',
      "{person} a invité ses abonnés à dépasser les gros titres. « Il y a un vrai débat à mener sur {topic} », a écrit {person} dans un message publié depuis {place}. « Cela mérite mieux que quelques heures d'indignation. »",
    ),
  ],
};
