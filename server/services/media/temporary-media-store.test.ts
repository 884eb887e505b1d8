import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { temporaryMediaStore } from './temporary-media-store';

const KEY = 'variants/0123abcd/large.avif';

describe('a temporary media store', () => {
  it('makes its folder with the first object stored, serves it, and leaves nothing once removed', async () => {
    const store = temporaryMediaStore();
    const folder = store.description.replace(/^folder /, '');
    expect(folder).toMatch(/\/xnews-media-[0-9a-f-]{36}$/);
    expect(await store.get(KEY)).toBeUndefined();
    expect(existsSync(folder)).toBe(false);

    await store.put(KEY, Buffer.from('image'), 'image/avif');
    expect(existsSync(folder)).toBe(true);
    expect(await store.get(KEY)).toEqual(Buffer.from('image'));

    store.remove();
    expect(existsSync(folder)).toBe(false);
    expect(await store.has(KEY)).toBe(false);
  });

  it('gives each app a folder of its own', () => {
    expect(temporaryMediaStore().description).not.toBe(temporaryMediaStore().description);
  });
});
