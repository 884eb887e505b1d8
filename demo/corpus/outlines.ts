import { t, type Localized } from '../localized';

/** Short key points for cards and the article header. */
export const OUTLINES: readonly Localized[] = [
  t('{Place}: new measures on {topic} under discussion', '{place}：{topic}新措施正在讨论中', '{place}：{topic}新措施討論中', '{Place}: se debaten nuevas medidas sobre {topic}', '{Place} : de nouvelles mesures sur {topic} en discussion'),
  t('{Org} publishes its latest figures', '{org}公布最新数据', '{org}公布最新數據', '{Org} publica sus últimas cifras', '{Org} publie ses derniers chiffres'),
  t('Indicators move by {pct} in a year', '指标一年内变动{pct}', '指標一年內變動{pct}', 'Los indicadores varían un {pct} en un año', 'Les indicateurs varient de {pct} en un an'),
  t('{Person} calls for a change of course', '{person}呼吁改变方向', '{person}呼籲改變方向', '{person} pide un cambio de rumbo', '{person} appelle à changer de cap'),
  t('Costs estimated at {money}', '成本估计达{money}', '成本估計達{money}', 'Costes estimados en {money}', 'Des coûts estimés à {money}'),
  t('Review expected by {target}', '预计{target}年前完成评估', '預計{target}年前完成檢討', 'Revisión prevista antes de {target}', "Un bilan attendu d'ici {target}"),
  t('Residents in {place} remain divided', '{place}居民意见分歧', '{place}居民看法分歧', 'Los vecinos {place:de}, divididos', 'Les habitants {place:de} restent partagés'),
  t('{Place2} studies a similar approach', '{place2}研究类似做法', '{place2}研議類似做法', '{Place2} estudia un enfoque similar', '{Place2} étudie une approche similaire'),
  t('What comes next for {topic}', '{topic}的下一步', '{topic}的下一步', 'Los próximos pasos sobre {topic}', 'Les prochaines étapes sur {topic}'),
];
