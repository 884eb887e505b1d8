import { useLayoutEffect, useState } from 'react';
import { pageSizeForWidth } from '../../../shared/constants';
import { rememberPageSize } from './page-size-cookie';

const RESIZE_DEBOUNCE_MS = 150;

/** The current width's page size in the browser (spec §9), remembered in the page-size cookie. */
function currentPageSize(): number {
  return pageSizeForWidth(window.innerWidth);
}

/** Set once the first list has mounted: from then on there is no server HTML to agree with. */
let hydrated = false;

/**
 * The list page size. During hydration it is the size the server rendered with, so that the
 * browser renders the same page; after that it follows the window's width, debounced as spec §9
 * says.
 */
export function usePageSize(serverSize: number): number {
  const [size, setSize] = useState(() => (hydrated ? currentPageSize() : serverSize));
  // Measured before the browser paints, so that the list re-renders at the width's size at once:
  // a restore of ?page= planned at the server's size waits a pause, and must not outlive it.
  useLayoutEffect(() => {
    hydrated = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let remembered = 0;
    const measure = () => {
      const next = currentPageSize();
      setSize(next);
      if (next !== remembered) rememberPageSize(next);
      remembered = next;
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}
