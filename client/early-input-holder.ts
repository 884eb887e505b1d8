import { EARLY_INPUT_GLOBAL, HOLDING_INPUT_MARK } from '../shared/entry-loads';
import { holdEarlyInput } from './app/early-input';

/*
 * The one inline script of a page, first in its head and allowed by its hash (decision 032's
 * amendment): it holds a reader's early taps from before anything is painted, which the entry, a
 * file that arrives when it can, cannot promise on a slow phone. The entry takes what it holds over
 * when it runs (entry-client.tsx), which is before the load event, since an async script holds
 * that event back. A page that loads without the entry having run (its file failed) gets its held
 * forms sent by the browser, as without script.
 */
const early = holdEarlyInput();
window[EARLY_INPUT_GLOBAL] = early;
performance.mark(HOLDING_INPUT_MARK);
addEventListener(
  'load',
  () => {
    if (window[EARLY_INPUT_GLOBAL] === early) early.release();
  },
  { once: true },
);
