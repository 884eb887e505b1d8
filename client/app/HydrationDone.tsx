import { useLayoutEffect } from 'react';

let onHydrated: (() => void) | undefined;

/** What runs once the page's content has hydrated, the first time only (hydrate-page.tsx: the reader's early input). */
export function afterHydration(run: () => void): void {
  onHydrated = run;
}

/**
 * Rendered last in each page's Suspense boundary (PageLoading.tsx), which hydrates once the page's
 * chunk is in: its layout effect runs in the commit that hydrates the page, before anything can
 * render its fields again. The server renders nothing of it.
 */
export function HydrationDone(): null {
  useLayoutEffect(() => {
    const run = onHydrated;
    onHydrated = undefined;
    run?.();
  }, []);
  return null;
}
