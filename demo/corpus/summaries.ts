import { t, type Localized } from '../localized';

export interface SummaryTemplate {
  text: Localized;
  /** One-sentence summaries may take a closing sentence when short; two-sentence ones never do. */
  sentences: 1 | 2;
}

const one = (text: Localized): SummaryTemplate => ({ text, sentences: 1 });
const two = (text: Localized): SummaryTemplate => ({ text, sentences: 2 });

export const SUMMARIES: readonly SummaryTemplate[] = [
  two(t(
    '{Org} and officials in {place} are weighing next steps on {topic} after new figures showed a {pct} shift. A decision is expected before {target}.',
    '新数据显示相关指标变动{pct}后，{org}与{place}官员正在研究{topic}的下一步举措，预计将在{target}年前作出决定。',
    '新數據顯示相關指標變動{pct}後，{org}與{place}官員正研議{topic}的下一步措施，預計在{target}年前做出決定。',
    '{Org} y las autoridades {place:de} estudian los próximos pasos sobre {topic} después de que nuevos datos reflejaran una variación del {pct}. Se espera una decisión antes de {target}.',
    "{Org} et les autorités {place:de} réfléchissent à la suite à donner au dossier {topic:de} après des chiffres montrant une variation de {pct}. Une décision est attendue d'ici {target}.",
  )),
  one(t(
    '{Person} says a fresh approach to {topic} is needed as pressure builds in {place}, where costs could reach {money}.',
    '{person}表示，随着{place}压力上升，需以新思路应对{topic}问题，相关成本可能高达{money}。',
    '{person}表示，隨著{place}壓力升高，需以新思維因應{topic}問題，相關成本可能高達{money}。',
    '{person} defiende un nuevo enfoque sobre {topic} ante la creciente presión en {place}, donde los costes podrían alcanzar {money}.',
    '{person} plaide pour une nouvelle approche sur {topic} alors que la pression monte à {place}, où les coûts pourraient atteindre {money}.',
  )),
  one(t(
    'A new report from {org} puts {topic} back at the centre of debate in {place} and {place2}, with residents divided over what should come next.',
    '{org}发布的新报告让{topic}重新成为{place}和{place2}的讨论焦点，民众对下一步该怎么做意见分歧。',
    '{org}發布的新報告讓{topic}重新成為{place}與{place2}的討論焦點，民眾對下一步該怎麼做看法分歧。',
    'Un nuevo informe {org:de} vuelve a situar {topic} en el centro del debate en {place} y {place2}, donde los ciudadanos están divididos sobre los próximos pasos.',
    'Un nouveau rapport {org:de} replace {topic} au cœur du débat à {place} et à {place2}, où les habitants sont partagés sur la suite à donner.',
  )),
  two(t(
    'What started in {place} has become a wider story about {topic}. Here is what we know so far, and what to watch for in the weeks ahead.',
    '始于{place}的事件已演变为一个关于{topic}的更大话题。以下是目前已知的情况，以及未来几周值得关注的动向。',
    '始於{place}的事件已演變成有關{topic}的更大議題。以下是目前已知的情況，以及未來幾週值得關注的動向。',
    'Lo que empezó en {place} se ha convertido en un debate más amplio sobre {topic}. Esto es lo que sabemos hasta ahora y lo que conviene vigilar en las próximas semanas.',
    "Ce qui a commencé à {place} est devenu un sujet plus vaste sur {topic}. Voici ce que l'on sait à ce stade et ce qu'il faudra surveiller dans les semaines à venir.",
  )),
  one(t(
    'Figures released {day} show a {pct} change linked to {topic} in {place}, the biggest shift in a decade, according to {org}.',
    '根据{org}的数据，{day}公布的数字显示{place}与{topic}相关的指标变动{pct}，为十年来最大变化。',
    '根據{org}的資料，{day}公布的數字顯示{place}與{topic}相關的指標變動{pct}，為十年來最大變化。',
    'Los datos publicados {day} muestran una variación del {pct} vinculada {topic:a} en {place}, la mayor en una década, según {org}.',
    "Les chiffres publiés {day} font état d'une variation de {pct} liée {topic:a} à {place}, la plus forte en dix ans, selon {org}.",
  )),
  two(t(
    'With a review due in {target}, {org} faces growing calls to act on {topic}. Supporters and critics agree on one thing: the status quo cannot last.',
    '随着{target}年评估临近，要求{org}就{topic}采取行动的呼声日益高涨。支持者与批评者都同意一点：现状难以为继。',
    '隨著{target}年檢討將至，要求{org}就{topic}採取行動的呼聲日益高漲。支持者與批評者都同意一點：現狀難以為繼。',
    'Con una revisión prevista para {target}, crecen las peticiones para que {org} actúe sobre {topic}. Partidarios y críticos coinciden en algo: la situación actual no puede durar.',
    "À l'approche d'un bilan prévu en {target}, les appels se multiplient pour pousser {org} à agir sur {topic}. Partisans et critiques s'accordent sur un point : le statu quo ne peut pas durer.",
  )),
  one(t(
    '{Person}, {role} at {org}, says the coming months will decide whether {place} can turn the debate over {topic} into lasting change.',
    '{org}{role}{person}表示，未来几个月将决定{place}能否把围绕{topic}的讨论转化为持久的改变。',
    '{org}{role}{person}表示，未來幾個月將決定{place}能否把圍繞{topic}的討論轉化為長久的改變。',
    '{person}, {role} {org:de}, asegura que los próximos meses decidirán si {place} logra convertir el debate sobre {topic} en un cambio duradero.',
    '{person}, {role} {org:de}, estime que les prochains mois diront si {place} parvient à transformer le débat sur {topic} en changement durable.',
  )),
];

/** Closing sentences for short one-sentence summaries, so every summary reads as a full teaser. */
export const SUMMARY_KICKERS: readonly Localized[] = [
  t('More details are expected in the coming days.', '更多细节预计将在未来几天公布。', '更多細節預計將在未來幾天公布。', 'Se esperan más detalles en los próximos días.', "D'autres précisions sont attendues dans les prochains jours."),
  t('Reactions so far have been sharply divided.', '目前各方反应两极分化。', '目前各方反應兩極。', 'Las reacciones, por ahora, están muy divididas.', "Les réactions sont pour l'heure très partagées."),
  t('Officials say the next steps will be set out shortly.', '官员表示，下一步措施将很快公布。', '官員表示，下一步措施將很快公布。', 'Las autoridades aseguran que los próximos pasos se anunciarán en breve.', 'Les autorités assurent que la suite sera précisée prochainement.'),
];
