import { describe, expect, it } from 'vitest';
import { BULLETS, SUBHEADINGS } from '../../demo/corpus/body-extras';
import { STORY_CORPUS } from '../../demo/corpus';
import { OUTLINES } from '../../demo/corpus/outlines';
import { SUMMARIES, SUMMARY_KICKERS } from '../../demo/corpus/summaries';
import { withPreposition } from '../../demo/grammar';
import type { Localized } from '../../demo/localized';
import { createRng } from '../../demo/prng';
import { pickSlots } from '../../demo/story-slots';
import { COMPANIES } from '../../demo/tables/companies';
import { ORGANISATIONS } from '../../demo/tables/organisations';
import { PEOPLE } from '../../demo/tables/people';
import { PLACES } from '../../demo/tables/places';
import { ROLES } from '../../demo/tables/roles';
import { TOPICS } from '../../demo/tables/topics';
import { fill } from '../../demo/template';
import { LANGUAGE_CODES } from '../../shared/languages';
import { NEWS_TYPES, TAXONOMY } from '../../shared/taxonomy';

const allTemplates: Localized[] = [
  ...NEWS_TYPES.flatMap((type) => [...STORY_CORPUS[type].headlines, ...STORY_CORPUS[type].paragraphs]),
  ...SUMMARIES.map((summary) => summary.text),
  ...SUMMARY_KICKERS,
  ...OUTLINES,
  ...SUBHEADINGS,
  ...BULLETS,
];
const allSlotValues: Localized[] = [
  ...PEOPLE,
  ...PLACES,
  ...ROLES,
  ...Object.values(TOPICS),
  ...ORGANISATIONS.map((entry) => entry.name),
  ...COMPANIES.map((entry) => entry.name),
];

describe('demo corpus', () => {
  it('has enough variety per category and per slot table', () => {
    for (const type of NEWS_TYPES) {
      expect(STORY_CORPUS[type].headlines.length, type).toBeGreaterThanOrEqual(6);
      expect(STORY_CORPUS[type].paragraphs.length, type).toBeGreaterThanOrEqual(10);
    }
    expect(PEOPLE.length).toBeGreaterThanOrEqual(20);
    expect(PLACES.length).toBeGreaterThanOrEqual(20);
    expect(ORGANISATIONS.length).toBeGreaterThanOrEqual(20);
    expect(COMPANIES.length).toBeGreaterThanOrEqual(12);
    for (const type of NEWS_TYPES.filter((type) => type !== 'trending')) {
      expect(ORGANISATIONS.filter((entry) => entry.fits.includes(type)).length, type).toBeGreaterThanOrEqual(4);
    }
  });

  it('has a topic for every subcategory a story can have', () => {
    for (const type of NEWS_TYPES) for (const subtype of TAXONOMY[type]) expect(TOPICS[subtype], subtype).toBeDefined();
  });

  it('fills every template in every language with no slot left over', () => {
    const rng = createRng(1);
    for (const type of NEWS_TYPES) {
      const slots = pickSlots(rng, type, TAXONOMY[type][0], 1_750_000_000);
      for (const template of allTemplates) {
        for (const lang of LANGUAGE_CODES) {
          const text = fill(template, lang, slots);
          expect(text, template[lang]).not.toMatch(/[{}]/);
          expect(text.trim()).toBe(text);
        }
      }
    }
  });

  it('writes Chinese in the right script: no traditional-only characters in cn, no simplified-only ones in tw', () => {
    const traditionalOnly = /[這們國說發關業經對時為來過還點體當應實際數據進動開長門問間東車與學現電話讓認識計設論議記許邊選遠運達報場處總戰護擇換擴轉級組織結給統續線網獲藥慮規視討證評訴詢該語請調談資賽較銀錯鎮聞隊陽險難項預領頻題風馬驗魚齊務費貿濟區醫療衛億萬幣監測勵雙觀熱節眾團員絡頁術]/;
    const simplifiedOnly = /[这们国说发关业经对时为来过还点体当应实际数据进动开长门问间东车与学现电话让认识计设论议记许边选远运达报场处总战护择换扩转级组织结给统续线网获药虑规视讨证评诉询该语请调谈资赛较银错镇闻队阳险难项预领频题风马验鱼齐务费贸济区医疗卫亿万币监测励双观热节众团员络页术]/;
    for (const text of [...allTemplates, ...allSlotValues]) {
      expect(text.cn, text.cn).not.toMatch(traditionalOnly);
      expect(text.tw, text.tw).not.toMatch(simplifiedOnly);
    }
  });

  it('keeps Spanish and French slot values singular, so they agree with singular verbs', () => {
    for (const entry of [...ORGANISATIONS, ...COMPANIES]) {
      expect(entry.name.es).not.toMatch(/^(los|las) /);
      expect(entry.name.fr).not.toMatch(/^les /);
    }
  });
});

describe('withPreposition', () => {
  it('contracts Spanish and French articles and elides before a vowel', () => {
    expect(withPreposition('es', 'de', 'el Banco Mundial')).toBe('del Banco Mundial');
    expect(withPreposition('es', 'a', 'el Banco Mundial')).toBe('al Banco Mundial');
    expect(withPreposition('es', 'de', 'la OCDE')).toBe('de la OCDE');
    expect(withPreposition('fr', 'de', 'le Fonds')).toBe('du Fonds');
    expect(withPreposition('fr', 'de', 'les prix')).toBe('des prix');
    expect(withPreposition('fr', 'de', "l'ONU")).toBe("de l'ONU");
    expect(withPreposition('fr', 'de', 'Istanbul')).toBe("d'Istanbul");
    expect(withPreposition('fr', 'de', 'Paris')).toBe('de Paris');
    expect(withPreposition('fr', 'a', 'le marché')).toBe('au marché');
    expect(withPreposition('fr', 'a', 'les ventes')).toBe('aux ventes');
    expect(withPreposition('fr', 'a', 'la santé')).toBe('à la santé');
    expect(withPreposition('en', 'de', 'the UN')).toBe('the UN');
  });
});
