import { t, type Localized } from '../localized';

/** Job titles that need no gender agreement in Spanish or French, whoever holds them. */
export const ROLES: readonly Localized[] = [
  t('spokesperson', '发言人', '發言人', 'portavoz', 'porte-parole'),
  t('senior analyst', '资深分析师', '資深分析師', 'analista sénior', 'analyste senior'),
  t('chief economist', '首席经济学家', '首席經濟學家', 'economista jefe', 'économiste en chef'),
  t('senior official', '高级官员', '高級官員', 'alto cargo', 'membre de la direction'),
  t('board member', '理事会成员', '理事會成員', 'miembro del consejo', 'membre du conseil'),
  t('chief strategist', '首席策略师', '首席策略師', 'estratega principal', 'stratège en chef'),
  t('policy specialist', '政策专家', '政策專家', 'especialista en políticas', 'spécialiste des politiques publiques'),
  t('programme director', '项目主管', '計畫主管', 'responsable de programas', 'responsable de programme'),
];
