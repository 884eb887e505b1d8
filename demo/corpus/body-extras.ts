import { t, type Localized } from '../localized';

/** '## ' subheadings that break a longer body. */
export const SUBHEADINGS: readonly Localized[] = [
  t('Background', '背景', '背景', 'Contexto', 'Contexte'),
  t('What happens next', '下一步', '接下來', 'Próximos pasos', 'Et maintenant ?'),
  t('Reactions', '各方反应', '各方反應', 'Reacciones', 'Réactions'),
  t('The numbers', '数据解读', '數據解讀', 'Las cifras', 'Les chiffres'),
  t('Wider context', '更广泛的背景', '更廣泛的脈絡', 'Un contexto más amplio', 'Un contexte plus large'),
  t('Key questions', '关键问题', '關鍵問題', 'Las claves', 'Les questions clés'),
];

/** Bullet points of key figures, for the bodies that carry a list. */
export const BULLETS: readonly Localized[] = [
  t('{pct} change recorded over twelve months', '十二个月内变动{pct}', '十二個月內變動{pct}', 'Variación del {pct} en doce meses', 'Variation de {pct} sur douze mois'),
  t('{money} in proposed funding', '拟议资金{money}', '擬議經費{money}', '{money} de financiación propuesta', '{money} de financement proposé'),
  t('Review scheduled for {target}', '评估定于{target}年进行', '檢討預定於{target}年進行', 'Revisión prevista para {target}', 'Bilan prévu en {target}'),
  t('About {num} people directly affected in {place}', '{place}约{num}人直接受影响', '{place}約{num}人直接受影響', 'Unas {num} personas afectadas directamente en {place}', 'Environ {num} personnes directement concernées à {place}'),
  t('{Org} to publish quarterly updates', '{org}将每季度发布最新进展', '{org}將每季公布最新進度', '{Org} publicará actualizaciones trimestrales', '{Org} publiera des points trimestriels'),
  t('Similar measures under study in {place2}', '{place2}正在研究类似措施', '{place2}正研議類似措施', 'Medidas similares en estudio en {place2}', "Des mesures similaires à l'étude à {place2}"),
];
