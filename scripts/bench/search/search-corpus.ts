import type { LangCode } from '../../../shared/languages';
import { NEWS_TYPES, TAXONOMY } from '../../../shared/taxonomy';
import type { NewsItemInput } from '../../../shared/types';

/*
 * Stories with varied words, so that a one-word query matches a realistic share of them rather
 * than all: titles and summaries draw words from a vocabulary by a skewed (Zipf-like) pick, from a
 * multiplicative hash of the story number, so every run and both databases hold the same text.
 */
const LATIN_WORDS = (
  'council budget plan vote election minister court police market bank rates inflation climate storm flood ' +
  'hospital vaccine school teacher river bridge railway airport energy solar wind nuclear oil gas trade tariff ' +
  'export import factory worker strike union protest border refugee army treaty summit festival museum artist ' +
  'football league final coach player record science space rocket satellite telescope ocean forest wildlife ' +
  'drought harvest farmer village city mayor senate parliament reform tax pension housing rent startup software ' +
  'robot network privacy hacker data cloud phone chip battery electric vehicle traffic accident fire rescue'
).split(' ');
const CHINESE_WORDS = (
  '选举 预算 议会 法院 警方 市场 银行 利率 通胀 气候 暴雨 洪水 医院 疫苗 学校 教师 河流 大桥 铁路 机场 能源 太阳能 风电 ' +
  '核电 石油 天然气 贸易 关税 出口 进口 工厂 工人 罢工 抗议 边境 难民 军队 条约 峰会 节日 博物馆 艺术家 足球 联赛 决赛 ' +
  '教练 球员 纪录 科学 太空 火箭 卫星 望远镜 海洋 森林 野生动物 干旱 丰收 农民 乡村 城市 市长 改革 税收 养老金 住房 ' +
  '租金 创业 软件 机器人 网络 隐私 黑客 数据 云端 手机 芯片 电池 电动车 交通 事故 火灾 救援'
).split(' ');
const LANGS: LangCode[] = ['en', 'cn', 'tw', 'es', 'fr'];

/*
 * Beside the common words, each story has a few topic words from a long tail of 8,000 (made of
 * syllables, or of two Chinese characters), as names and subjects are in real news: a topic word
 * is in well under 1% of stories, a common word in most.
 */
const SYLLABLES = 'ka lo mi ru ve to sa ne pi du ro fe li ma zo ti be ga nu ho'.split(' ');
const HAN = Array.from('甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥东南西北春夏秋冬金木水火土山川云雨雪风雷电光星');
const TOPICS = 8000;
function topicWord(k: number, chinese: boolean): string {
  if (chinese) return `${HAN[k % HAN.length]}${HAN[Math.floor(k / HAN.length) % HAN.length]}`;
  return `${SYLLABLES[k % 20]}${SYLLABLES[Math.floor(k / 20) % 20]}${SYLLABLES[Math.floor(k / 400) % 20]}`;
}
function topics(n: number, count: number, chinese: boolean, joiner: string): string {
  const picked: string[] = [];
  for (let index = 0; index < count; index += 1) picked.push(topicWord(((n * 2_654_435_761 + index * 97_531) >>> 0) % TOPICS, chinese));
  return picked.join(joiner);
}

/** Index i of n with a skewed pick: low indexes (common words) come up far more often. */
function skewed(hash: number, n: number): number {
  const unit = (hash % 10_007) / 10_007;
  return Math.min(n - 1, Math.floor(n * unit ** 3));
}

function words(n: number, count: number, vocabulary: readonly string[], joiner: string): string {
  const picked: string[] = [];
  for (let index = 0; index < count; index += 1) picked.push(vocabulary[skewed((n * 2_654_435_761 + index * 40_503) >>> 0, vocabulary.length)] ?? '');
  return picked.join(joiner);
}

/** Story n in its languages: English always, and every other story also in one more language. */
export function corpusStory(n: number, anchor: number): NewsItemInput[] {
  const type = NEWS_TYPES[n % NEWS_TYPES.length] ?? 'world';
  const subtypes = TAXONOMY[type];
  const base = {
    id: (1_900_000_000_000_000_000n + BigInt(n)).toString(),
    type,
    subtype: subtypes[Math.floor(n / NEWS_TYPES.length) % subtypes.length] ?? subtypes[0] ?? '',
    postTime: anchor - ((n * 2_246_822_519) % 4_294_967_296) % (600 * 86_400),
    trendingScore: ((n * 2_654_435_761) % 1001) / 10,
    user_id: `user_${n % 5000}`,
    img_urls: [`https://img.example.com/story/${n}.jpg`],
    video_thumbs: [],
    video_embed_link: '',
    cita: '',
    news_author: { name: `Author ${n % 300}`, url: 'https://example.com/a' },
    outlines: [],
  };
  const langs: LangCode[] = n % 2 === 0 ? ['en', LANGS[1 + ((n / 2) % 4)] ?? 'fr'] : ['en'];
  return langs.map((lang) => {
    const chinese = lang === 'cn' || lang === 'tw';
    const vocabulary = chinese ? CHINESE_WORDS : LATIN_WORDS;
    const joiner = chinese ? '' : ' ';
    return {
      ...base,
      lang,
      title: `${words(n, 4, vocabulary, joiner)}${joiner}${topics(n, 2, chinese, joiner)} ${n}`,
      summary: `${words(n + 1, 15, vocabulary, joiner)}${joiner}${topics(n + 1, 3, chinese, joiner)}`,
      news: `${words(n + 2, 50, vocabulary, joiner)}${joiner}${topics(n + 2, 8, chinese, joiner)}`,
    };
  });
}

/** The queries measured: a common word, three words, a two-character Chinese word, and a word in no story. */
export const SEARCH_CASES: readonly { name: string; lang: LangCode; q: string; sort?: 'recent' }[] = [
  { name: 'one topic word', lang: 'en', q: topicWord(1234, false) },
  { name: 'one common word (worst case)', lang: 'en', q: 'telescope' },
  { name: 'one common word, newest first', lang: 'en', q: 'telescope', sort: 'recent' },
  { name: 'three words', lang: 'en', q: `solar wind ${topicWord(77, false)}` },
  { name: 'two-character Chinese', lang: 'cn', q: topicWord(321, true) },
  { name: 'no hit', lang: 'en', q: 'zyzzyva' },
];

export const SUGGEST_CASES: readonly { name: string; lang: LangCode; q: string }[] = [
  { name: 'two-letter prefix', lang: 'en', q: topicWord(1234, false).slice(0, 2) },
  { name: 'prefix of a topic word', lang: 'en', q: topicWord(1234, false).slice(0, 4) },
  { name: 'rare prefix', lang: 'en', q: topicWord(1234, false).slice(0, 5) },
  { name: 'two words', lang: 'en', q: `solar ${topicWord(77, false).slice(0, 3)}` },
  { name: 'one Chinese character', lang: 'cn', q: topicWord(321, true).slice(0, 1) },
  { name: 'no hit', lang: 'en', q: 'zyzz' },
];
