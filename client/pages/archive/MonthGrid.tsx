import { SiteLink } from '../../components/SiteLink';
import { formatYearMonth } from '../../../shared/archive-months';
import type { LangCode } from '../../../shared/languages';
import type { YearMonth } from '../../../shared/types';
import { monthLabel } from './archive-format';
import { archiveMonthPath } from '../../../shared/routes';

/** A grid of months, each leading to that month's stories of the category (spec §2). */
export function MonthGrid({ lang, category, months, labelledBy }: { lang: LangCode; category: string; months: readonly YearMonth[]; labelledBy: string }) {
  return (
    <ul className="xn-archive-grid" aria-labelledby={labelledBy}>
      {months.map((month) => (
        <li key={formatYearMonth(month)}>
          <SiteLink className="xn-archive-choice" to={archiveMonthPath(lang, category, month)}>
            {monthLabel(month, lang)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
