import { t } from '../localized';
import type { CategoryCorpus } from './category-corpus';

/** Earnings, deals, markets and the firms and small businesses behind them. */
export const BUSINESS_CORPUS: CategoryCorpus = {
  headlines: [
    t(
      'Shares in {company} rise {pct} after upbeat outlook on {topic}',
      '{company}对{topic}前景表示乐观，股价上涨{pct}',
      '{company}看好{topic}前景，股價上漲{pct}',
      'Las acciones de {company} suben un {pct} tras unas previsiones optimistas sobre {topic}',
      "L'action {company:de} grimpe de {pct} après des perspectives optimistes sur {topic}",
    ),
    t(
      '{Company} agrees {money} deal as competition over {topic} heats up',
      '{topic}竞争升温，{company}达成{money}交易',
      '{topic}競爭升溫，{company}敲定{money}交易',
      '{company} cierra una operación de {money} en plena pugna en torno {topic:a}',
      '{company} conclut une opération de {money} en pleine effervescence autour {topic:de}',
    ),
    t(
      'Central bank in {place} signals caution over the impact of {topic} on growth',
      '{topic}拖累经济增长，{place}央行释放审慎信号',
      '{topic}拖累經濟成長，{place}央行釋出審慎訊號',
      'El banco central de {place} llama a la prudencia ante el impacto {topic:de} en el crecimiento',
      'La banque centrale appelle à la prudence à {place} face au poids {topic:de} sur la croissance',
    ),
    t(
      'Investors brace for volatility as shifts in {topic} reshape the {place} market',
      '{topic}重塑{place}市场，投资者严阵以待',
      '{topic}重塑{place}市場，投資人嚴陣以待',
      'Los inversores se preparan para la volatilidad ante los cambios {topic:de} en el mercado de {place}',
      'Les investisseurs se préparent à la volatilité, {topic} rebattant les cartes sur le marché {place:de}',
    ),
    t(
      '{Company} posts {pct} profit jump, beating forecasts',
      '{company}利润大增{pct}，业绩超出市场预期',
      '{company}獲利大增{pct}，業績優於市場預期',
      '{company} dispara su beneficio un {pct} y supera las previsiones',
      '{company} voit son bénéfice bondir de {pct}, au-delà des attentes',
    ),
    t(
      'Small firms in {place} say pressure from {topic} is squeezing margins',
      '{place}小企业称{topic}正在挤压利润空间',
      '{place}中小企業表示{topic}正壓縮獲利空間',
      'Las pequeñas empresas {place:de} se quejan del impacto {topic:de} en sus márgenes',
      "Les petites entreprises {place:de} se plaignent de l'impact {topic:de} sur leurs marges",
    ),
  ],
  paragraphs: [
    t(
      '{Company} said {day} that it expects revenue to grow by {pct} this year, citing strong demand and easing costs. The update came as investors reassess how {topic} will affect earnings across the sector.',
      '{company}{day}表示，受需求强劲和成本回落带动，预计今年营收将增长{pct}。与此同时，投资者正重新评估{topic}将如何影响整个行业的盈利。',
      '{company}{day}表示，受惠於需求強勁與成本回落，預估今年營收將成長{pct}。與此同時，投資人正重新評估{topic}將如何影響整個產業的獲利。',
      '{company} anunció {day} que prevé que sus ingresos crezcan un {pct} este año, gracias a una fuerte demanda y a la moderación de los costes. La actualización llega en un momento en que los inversores reevalúan cómo repercutirá en los resultados del sector la evolución {topic:de}.',
      "{company} a annoncé {day} tabler sur une hausse de {pct} de son chiffre d'affaires cette année, portée par une demande solide et un reflux des coûts. Cette mise à jour intervient alors que les investisseurs réévaluent l'effet {topic:de} sur les résultats du secteur.",
    ),
    t(
      'Analysts at {org} said the numbers were better than expected but warned that margins remain under pressure. "The question is whether this momentum can last into {target}," said {person}, who worked on the assessment.',
      '{org}的分析师表示，这些数据好于预期，但警告利润率仍然承压。参与评估的{person}说：“问题在于这种势头能否延续到{target}年。”',
      '{org}的分析師表示，這些數據優於預期，但警告利潤率仍面臨壓力。參與評估的{person}說：「問題在於這股動能能否延續到{target}年。」',
      'Los analistas {org:de} consideran que las cifras superan las expectativas, pero advierten de que los márgenes siguen bajo presión. «La cuestión es si este impulso podrá mantenerse hasta {target}», apuntó {person}, que participó en el análisis.',
      "Les analystes {org:de} jugent ces chiffres meilleurs que prévu, mais préviennent que les marges restent sous pression. « Toute la question est de savoir si cette dynamique tiendra jusqu'en {target} », souligne {person}, qui a participé à l'étude.",
    ),
    t(
      'The deal with {company2}, valued at about {money}, still requires approval from regulators in {place} and {place2}. Both companies said they expect it to close before the end of {target}.',
      '与{company2}的这笔交易价值约{money}，仍需获得{place}和{place2}监管机构的批准。两家公司均表示，预计交易将在{target}年底前完成。',
      '與{company2}的這筆交易價值約{money}，仍需取得{place}和{place2}主管機關的核准。兩家公司均表示，預計交易將在{target}年底前完成。',
      'La operación con {company2}, valorada en unos {money}, aún necesita la aprobación de los reguladores {place:de} y {place2:de}. Ambas compañías esperan cerrarla antes de que termine {target}.',
      "L'opération avec {company2}, évaluée à environ {money}, doit encore obtenir le feu vert des régulateurs {place:de} et {place2:de}. Les deux groupes espèrent la finaliser avant la fin de {target}.",
    ),
    t(
      'Shoppers and small firms are feeling the effects. In {place}, business owners report that the shift in {topic} has added roughly {pct} to monthly costs, forcing some to delay hiring.',
      '消费者和小企业已感受到影响。{place}的企业主表示，{topic}的变化使每月成本增加了约{pct}，一些企业被迫推迟招聘。',
      '消費者與小企業已感受到衝擊。{place}的業者表示，{topic}的變化讓每月成本增加了約{pct}，部分業者被迫延後徵才。',
      'Los consumidores y las pequeñas empresas ya notan los efectos. En {place}, los empresarios aseguran que la evolución {topic:de} ha elevado sus costes mensuales en torno a un {pct}, lo que ha obligado a algunos a aplazar contrataciones.',
      "Consommateurs et petites entreprises en ressentent déjà les effets. À {place}, des chefs d'entreprise affirment que l'évolution {topic:de} a alourdi leurs coûts mensuels d'environ {pct}, poussant certains à reporter des embauches.",
    ),
    t(
      'Markets reacted calmly. The benchmark index in {place} closed little changed, while bond yields edged lower as traders priced in a slower pace of rate rises.',
      '市场反应平静。{place}基准股指收盘基本持平，债券收益率小幅走低，交易员预计加息步伐将放缓。',
      '市場反應平靜。{place}基準股價指數收盤幾乎持平，債券殖利率小幅走低，交易員預期升息步調將放緩。',
      'Los mercados reaccionaron con calma. El índice de referencia {place:de} cerró casi sin cambios, mientras que la rentabilidad de los bonos bajó ligeramente ante la expectativa de subidas de tipos más lentas.',
      "Les marchés ont réagi avec calme. L'indice de référence {place:de} a terminé quasiment inchangé, tandis que les rendements obligataires reculaient légèrement, les opérateurs anticipant un rythme de hausse des taux plus lent.",
    ),
    t(
      '{Person2}, {role2} at {org2}, said the longer-term picture depends on policy. "Companies can adapt to almost anything except uncertainty," {person2} said. "Clear rules on {topic} would do more than any subsidy."',
      '{org2}{role2}{person2}表示，长期前景取决于政策。{person2}说：“企业几乎可以适应任何事情，唯独不确定性除外。有关{topic}的明确规则比任何补贴都更有用。”',
      '{org2}{role2}{person2}表示，長期前景取決於政策。{person2}說：「企業幾乎什麼都能適應，唯獨不確定性例外。有關{topic}的明確規範比任何補貼都更有用。」',
      '{person2}, {role2} {org2:de}, sostiene que el panorama a largo plazo depende de las políticas. «Las empresas pueden adaptarse a casi todo menos a la incertidumbre», afirmó. «Unas reglas claras sobre {topic} servirían más que cualquier subvención».',
      "{person2}, {role2} {org2:de}, estime que les perspectives à long terme dépendent des choix politiques. « Les entreprises s'adaptent à presque tout, sauf à l'incertitude », résume {person2}. « Des règles claires sur {topic} seraient plus utiles que n'importe quelle subvention. »",
    ),
  ],
};
