import type { NewsType } from '../../shared/taxonomy';
import { t, type Localized } from '../localized';

export interface Organisation {
  name: Localized;
  /** The categories where it is quoted; trending stories may quote any of them. */
  fits: readonly NewsType[];
}

/*
 * Spanish and French names carry their article (grammar.ts fuses it with de/a) and are all
 * singular, since templates make them the subject of singular verbs.
 */
const org = (fits: readonly NewsType[], name: Localized): Organisation => ({ name, fits });

export const ORGANISATIONS: readonly Organisation[] = [
  org(['health', 'world'], t('the World Health Organization', '世界卫生组织', '世界衛生組織', 'la Organización Mundial de la Salud', "l'Organisation mondiale de la santé")),
  org(['business', 'world'], t('the International Monetary Fund', '国际货币基金组织', '國際貨幣基金組織', 'el Fondo Monetario Internacional', 'le Fonds monétaire international')),
  org(['politics', 'world', 'business', 'technology'], t('the European Commission', '欧盟委员会', '歐盟執委會', 'la Comisión Europea', 'la Commission européenne')),
  org(['world', 'politics'], t('the UN', '联合国', '聯合國', 'la ONU', "l'ONU")),
  org(['business', 'world'], t('the World Bank', '世界银行', '世界銀行', 'el Banco Mundial', 'la Banque mondiale')),
  org(['world', 'health'], t('the Red Cross', '红十字会', '紅十字會', 'la Cruz Roja', 'la Croix-Rouge')),
  org(['sports'], t('the International Olympic Committee', '国际奥委会', '國際奧會', 'el Comité Olímpico Internacional', 'le Comité international olympique')),
  org(['business', 'world'], t('the OECD', '经合组织', '經合組織', 'la OCDE', "l'OCDE")),
  org(['world'], t('the African Union', '非洲联盟', '非洲聯盟', 'la Unión Africana', "l'Union africaine")),
  org(['world', 'business'], t('the World Trade Organization', '世界贸易组织', '世界貿易組織', 'la Organización Mundial del Comercio', "l'Organisation mondiale du commerce")),
  org(['world', 'politics'], t('Amnesty International', '国际特赦组织', '國際特赦組織', 'Amnistía Internacional', 'Amnesty International')),
  org(['business', 'technology', 'world'], t('the International Energy Agency', '国际能源署', '國際能源總署', 'la Agencia Internacional de la Energía', "l'Agence internationale de l'énergie")),
  org(['politics', 'business', 'lifestyle'], t('the Meridian Policy Institute', '子午线政策研究所', '子午線政策研究所', 'el Instituto de Políticas Meridian', "l'Institut Meridian de politique publique")),
  org(['technology', 'health', 'business'], t('the Northbridge Research Group', '北桥研究集团', '北橋研究集團', 'el Grupo de Investigación Northbridge', 'le groupe de recherche Northbridge')),
  org(['health', 'technology', 'lifestyle', 'sports'], t('Harborview University', '港景大学', '港景大學', 'la Universidad de Harborview', "l'université de Harborview")),
  org(['business', 'lifestyle', 'entertainment', 'technology'], t('the Global Consumer Council', '全球消费者理事会', '全球消費者理事會', 'el Consejo Mundial del Consumidor', 'le Conseil mondial des consommateurs')),
  org(['business', 'politics', 'lifestyle'], t('the national statistics office', '国家统计局', '國家統計局', 'la oficina nacional de estadística', "l'Office national de la statistique")),
  org(['politics', 'lifestyle', 'sports', 'entertainment'], t('the city council', '市议会', '市議會', 'el ayuntamiento', 'le conseil municipal')),
  org(['business', 'politics'], t('the Ministry of Finance', '财政部', '財政部', 'el Ministerio de Hacienda', 'le ministère des Finances')),
  org(['lifestyle', 'health', 'entertainment'], t('the Atlas Foundation', '阿特拉斯基金会', '阿特拉斯基金會', 'la Fundación Atlas', 'la fondation Atlas')),
  org(['world', 'business'], t('the Pacific Trade Forum', '太平洋贸易论坛', '太平洋貿易論壇', 'el Foro de Comercio del Pacífico', 'le Forum commercial du Pacifique')),
  org(['business'], t('the Central Bank', '中央银行', '中央銀行', 'el Banco Central', 'la Banque centrale')),
  org(['politics'], t('the Supreme Court', '最高法院', '最高法院', 'el Tribunal Supremo', 'la Cour suprême')),
  org(['politics'], t('the Interior Ministry', '内政部', '內政部', 'el Ministerio del Interior', "le ministère de l'Intérieur")),
  org(['health'], t('the Ministry of Health', '卫生部', '衛生部', 'el Ministerio de Sanidad', 'le ministère de la Santé')),
  org(['sports'], t('the Atlantic Premier League', '大西洋超级联赛', '大西洋超級聯賽', 'la Liga Premier del Atlántico', "la Ligue Premier de l'Atlantique")),
  org(['sports', 'health'], t('the Global Athletes Association', '全球运动员协会', '全球運動員協會', 'la Asociación Mundial de Deportistas', "l'Association mondiale des athlètes")),
  org(['entertainment'], t('the Academy of Screen Arts', '银幕艺术学院', '銀幕藝術學院', 'la Academia de Artes de la Pantalla', "l'Académie des arts de l'écran")),
  org(['technology'], t('the Open Compute Alliance', '开放计算联盟', '開放運算聯盟', 'la Alianza de Computación Abierta', "l'Alliance pour le calcul ouvert")),
  org(['lifestyle', 'entertainment'], t('the National Tourism Board', '国家旅游局', '國家觀光局', 'la Oficina Nacional de Turismo', "l'Office national du tourisme")),
];
