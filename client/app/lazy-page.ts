import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule<Props> = { default: ComponentType<Props> };

/** A page whose code is its own chunk, and a way to fetch that code before the page is drawn. */
export interface LazyPage<Props> {
  Page: LazyExoticComponent<ComponentType<Props>>;
  /** Fetches the page's code once (again after a failure); settles when it is here or failed, never rejecting. */
  preload(): Promise<void>;
}

/**
 * React.lazy, drawn in the same pass when its code is already here. A plain lazy component
 * suspends on its first render even then (a promise never calls back at once), and a
 * navigation shows the page's loading text (spec §8), which React keeps for at least 300 ms
 * once shown: every first visit to a kind of page waited that long for nothing. React reads
 * a thenable that calls back at once as a module already loaded, so once preload() has
 * finished, the first render draws the page.
 */
export function lazyPage<Props>(load: () => Promise<PageModule<Props>>): LazyPage<Props> {
  let loaded: PageModule<Props> | undefined;
  let loading: Promise<PageModule<Props>> | undefined;
  const fetchCode = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A chunk that failed (a network blip) is fetched again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Page = lazy(() => {
    const module = loaded;
    if (module === undefined) return fetchCode();
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, the one React reads as a module already loaded.
      then(onLoaded: (value: PageModule<Props>) => unknown) {
        onLoaded(module);
      },
    };
    // lazy() types its loader as returning a Promise; React only ever calls its then().
    return ready as unknown as Promise<PageModule<Props>>;
  });
  return { Page, preload: () => fetchCode().then(() => undefined, () => undefined) };
}
