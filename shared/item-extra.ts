import type { NewsItem } from './types';

/**
 * Something a story read on the server carries beside its fields, under a symbol of its own,
 * which JSON leaves out: API answers, the page's inline state and the shared cache never carry
 * it, and only code in the process that read the story sees it.
 */
export interface ItemExtra<V> {
  /** The item, carrying value (left as it is for null). */
  attach<T extends NewsItem>(item: T, value: V | null): T;
  /** What the item carries, if it was read with it. */
  read(item: NewsItem): V | undefined;
}

export function itemExtra<V>(name: string): ItemExtra<V> {
  const key = Symbol(name);
  return {
    attach: (item, value) => (value === null ? item : Object.assign(item, { [key]: value })),
    read: (item) => (item as NewsItem & { [key]?: V })[key],
  };
}
