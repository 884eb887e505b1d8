import { useCallback, useEffect, useRef, useState } from 'react';
import { SCROLL_MARGIN_PX } from '../../../shared/constants';

/**
 * Calls onNear when the element given to the returned ref comes within SCROLL_MARGIN_PX of the
 * viewport. The observer is made again whenever `generation` changes, so an element that is
 * still in view after a load (a page of duplicates, say) asks once more.
 */
export function useNearViewport(onNear: () => void, enabled: boolean, generation: number): (element: Element | null) => void {
  const [element, setElement] = useState<Element | null>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation makes a new observer, whose first report says again whether the element is in view.
  useEffect(() => {
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `${SCROLL_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, generation]);
  return useCallback((next: Element | null) => setElement(next), []);
}
