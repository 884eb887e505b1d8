import type { NewsType } from '../../shared/taxonomy';
import { t, type Localized } from '../localized';

export interface Company {
  name: Localized;
  fits: readonly NewsType[];
}

/** Invented firms, so no story puts words in a real company's mouth. Brand names stay Latin in es/fr. */
const company = (fits: readonly NewsType[], name: Localized): Company => ({ name, fits });
const brand = (fits: readonly NewsType[], latin: string, cn: string, tw: string): Company =>
  company(fits, t(latin, cn, tw, latin, latin));

export const COMPANIES: readonly Company[] = [
  brand(['business'], 'Crestline Capital', '克雷斯特资本', '克雷斯特資本'),
  brand(['business', 'technology'], 'Solaris Energy', '索拉里斯能源', '索拉里斯能源'),
  brand(['business'], 'Northwind Logistics', '北风物流', '北風物流'),
  brand(['business', 'lifestyle'], 'Pinnacle Retail', '巅峰零售', '巔峰零售'),
  brand(['technology'], 'Vertex Labs', '顶点实验室', '頂點實驗室'),
  brand(['entertainment'], 'Lumen Studios', '流明影业', '流明影業'),
  brand(['business'], 'Harbor & Finch', '哈伯与芬奇', '哈伯與芬奇'),
  brand(['technology', 'business'], 'Orion Motors', '猎户座汽车', '獵戶座汽車'),
  brand(['health', 'business'], 'Bluewater Pharma', '蓝水制药', '藍水製藥'),
  brand(['business'], 'Kestrel Bank', '红隼银行', '紅隼銀行'),
  brand(['technology', 'entertainment'], 'Silverline Telecom', '银线电信', '銀線電信'),
  brand(['lifestyle', 'business'], 'Greenfield Foods', '绿野食品', '綠野食品'),
  brand(['entertainment'], 'Pulse Records', '脉冲唱片', '脈衝唱片'),
  brand(['entertainment', 'technology'], 'Starlight Games', '星光游戏', '星光遊戲'),
  brand(['technology'], 'Quanta Cloud', '量子云', '量子雲'),
  brand(['sports', 'entertainment'], 'Apex Sports Network', '巅峰体育网', '巔峰體育網'),
];
