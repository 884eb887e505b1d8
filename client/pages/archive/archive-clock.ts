import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatYearMonth, parseYearMonth } from '../../../shared/archive-months';

/** The current month in UTC as yyyymm, the unit in which the archive counts time. */
function currentMonthCode(): string {
  const now = new Date();
  return formatYearMonth({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
}

/**
 * "Now" for the archive's month lists, as a query: the server fills it when it renders, and the
 * browser hydrates with the server's value, so a month boundary passing between the render and
 * the hydration cannot change the list. Pages reached on the client read the browser's clock.
 */
export const archiveClock = () => queryOptions({ queryKey: ['archive-clock'], queryFn: () => Promise.resolve(currentMonthCode()) });

/** The first instant of the archive's current month. */
export function useArchiveNow(): Date {
  const { data } = useQuery({ ...archiveClock(), initialData: currentMonthCode });
  const month = parseYearMonth(data);
  return month ? new Date(Date.UTC(month.year, month.month - 1, 1)) : new Date();
}
