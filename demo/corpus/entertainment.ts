import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/** Premieres, tours, fans and the studios that pay for it all. */
export const ENTERTAINMENT_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      '{Person} set to headline {place} event as {topic} enjoys a revival',
      '{topic}迎来复兴，{person}将在{place}担纲压轴',
      '{topic}迎來復興，{person}將在{place}擔綱壓軸',
      '{person} encabezará un gran evento en {place} en pleno resurgir {topic:de}',
      "{person} en tête d'affiche à {place}, en plein renouveau {topic:de}",
    ),
    t(
      '{Company} announces {money} slate as competition in {topic} heats up',
      '{topic}领域竞争升温，{company}公布{money}新项目计划',
      '{topic}領域競爭升溫，{company}公布{money}新企劃',
      '{company} anuncia una cartera de proyectos de {money} ante la creciente competencia en {topic}',
      '{company} annonce un programme de {money} face à une concurrence accrue dans {topic}',
    ),
    t(
      'Fans in {place} queue for hours as enthusiasm for {topic} grows',
      '{topic}热潮升温，{place}粉丝排队数小时',
      '{topic}熱潮升溫，{place}粉絲排隊好幾個小時',
      'Los fans {place:de} hacen horas de cola en plena fiebre {topic:de}',
      'À {place}, des fans font la queue pendant des heures, {topic} suscitant un véritable engouement',
    ),
    t(
      "Critics hail {person}'s new project as a turning point for {topic}",
      '评论界盛赞{person}新作，称其为{topic}的转折点',
      '評論界盛讚{person}新作，稱其為{topic}的轉捩點',
      'La crítica aclama el nuevo proyecto de {person} como un punto de inflexión para {topic}',
      'La critique salue le nouveau projet {person:de} comme un tournant pour {topic}',
    ),
    t(
      '{Place} festival draws record crowds as {topic} takes centre stage',
      '{place}节庆活动吸引创纪录人潮，{topic}成为焦点',
      '{place}藝文節吸引破紀錄人潮，{topic}成為焦點',
      'Un festival en {place} bate récords de público con {topic} como protagonista',
      "À {place}, un festival bat des records d'affluence avec {topic} à l'honneur",
    ),
    t(
      'Streaming numbers show {pct} rise in interest in {topic}',
      '流媒体数据显示，{topic}关注度上升{pct}',
      '串流數據顯示，{topic}關注度上升{pct}',
      'Los datos de streaming muestran un aumento del {pct} en el interés por {topic}',
      'Les chiffres du streaming montrent un intérêt en hausse de {pct} pour {topic}',
    ),
  ],
  paragraphs: [
    t(
      'The project, backed by {company}, premiered in {place} {day} to a standing ovation. {Person}, who spent three years developing it, described the reception as "overwhelming".',
      '这部由{company}支持的作品{day}在{place}首演，观众起立鼓掌。耗时三年打造该作品的{person}形容观众反响“令人难以置信”。',
      '這部由{company}支持的作品{day}在{place}首演，觀眾起立鼓掌。耗時三年打造該作品的{person}形容觀眾反應「令人難以置信」。',
      'El proyecto, respaldado por {company}, se estrenó {day} en {place} entre una gran ovación. {person}, que ha dedicado tres años a desarrollarlo, calificó la acogida de «abrumadora».',
      "Le projet, soutenu par {company}, a été présenté en avant-première {day} à {place} sous une ovation. {person}, qui y a consacré trois ans, a qualifié l'accueil de « bouleversant ».",
    ),
    t(
      'Industry figures say the world of {topic} is going through one of its most competitive periods in years. Audiences have more choice than ever, and {company} is under pressure to show its bets are paying off.',
      '业内人士表示，{topic}正经历多年来竞争最激烈的时期之一。观众的选择空前丰富，{company}面临证明其投资物有所值的压力。',
      '業界人士表示，{topic}正經歷多年來競爭最激烈的時期之一。觀眾的選擇空前多元，{company}面臨證明其投資值回票價的壓力。',
      'Según los profesionales del sector, el mundo {topic:de} vive uno de sus periodos más competitivos en años. El público tiene más opciones que nunca, y sobre {company} pesa la presión de demostrar que sus apuestas dan fruto.',
      "Selon les professionnels, l'univers {topic:de} traverse l'une de ses périodes les plus concurrentielles depuis des années. Le public n'a jamais eu autant de choix, et {company} doit prouver que ses paris sont payants.",
    ),
    t(
      'Tickets for the {place} dates sold out within minutes, and resale prices climbed as much as {pct} above face value. Organisers said additional shows would be announced soon.',
      '{place}站的门票在几分钟内售罄，二手票价比原价高出多达{pct}。主办方表示将很快宣布加场。',
      '{place}場次的門票在幾分鐘內售罄，轉售票價比原價高出多達{pct}。主辦單位表示將很快宣布加場。',
      'Las entradas para las fechas {place:de} se agotaron en minutos y los precios de reventa llegaron a superar en un {pct} su valor nominal. Los organizadores anunciarán nuevas fechas en breve.',
      "Les billets pour les dates {place:de} se sont arrachés en quelques minutes, et les prix à la revente ont dépassé jusqu'à {pct} leur valeur faciale. Les organisateurs promettent d'annoncer rapidement des dates supplémentaires.",
    ),
    t(
      'Not all reviews were glowing. One critic in {place2} called the production "ambitious but uneven", though most agreed that it captured something new about {topic}.',
      '并非所有评论都是赞誉。{place2}一位评论家称该作品“雄心勃勃但水准参差”，不过多数人认为它捕捉到了{topic}的新意。',
      '並非所有評論都是讚譽。{place2}一位評論家形容該作品「企圖心強但表現參差」，不過多數人認為它捕捉到了{topic}的新面貌。',
      'No todas las críticas fueron entusiastas. Un crítico {place2:de} calificó la producción de «ambiciosa pero desigual», aunque la mayoría coincidió en que capta algo nuevo sobre {topic}.',
      "Toutes les critiques n'ont pas été élogieuses. Un critique {place2:de} a jugé la production « ambitieuse mais inégale », même si la plupart s'accordent à dire qu'elle saisit quelque chose de neuf sur {topic}.",
    ),
    t(
      'Online, fans have been quick to share their reactions. Clips from the launch have been viewed more than {big} times, and {person} thanked supporters in a message posted {day}.',
      '网上的粉丝们纷纷分享观感。发布会片段的播放量已超过{big}次，{person}{day}发文感谢支持者。',
      '網路上的粉絲紛紛分享心得。發表會片段的觀看次數已突破{big}次，{person}{day}發文感謝支持者。',
      'En internet, los fans no han tardado en compartir sus impresiones. Los vídeos del lanzamiento suman más de {big} de reproducciones, y {person} dio las gracias a sus seguidores en un mensaje publicado {day}.',
      "En ligne, les fans n'ont pas tardé à partager leurs impressions. Les extraits du lancement cumulent plus de {big} de vues, et {person} a remercié ses soutiens dans un message publié {day}.",
    ),
    t(
      'Behind the scenes, the economics are shifting. {Org} estimates that spending linked to {topic} in {place} reached {money} last year, with younger audiences driving most of the growth.',
      '幕后的经济格局正在变化。{org}估计，去年{place}与{topic}相关的消费达到{money}，增长主要由年轻观众推动。',
      '幕後的經濟版圖正在改變。{org}估計，去年{place}與{topic}相關的消費達到{money}，成長主要來自年輕觀眾。',
      'Entre bastidores, las cuentas están cambiando. {Org} calcula que el gasto vinculado {topic:a} en {place} alcanzó {money} el año pasado, impulsado sobre todo por el público joven.',
      "En coulisses, l'économie du secteur évolue. {Org} estime que les dépenses liées {topic:a} à {place} ont atteint {money} l'an dernier, portées surtout par le jeune public.",
    ),
  ],
};
