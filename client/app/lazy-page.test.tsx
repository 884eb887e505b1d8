import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

const drawn = (Page: ReturnType<typeof lazyPage<{ name: string }>>['Page']) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Page name="Ada" />
    </Suspense>,
  );

describe('a lazily loaded page', () => {
  it('is drawn in the first pass once its code is here, and under its fallback until then', async () => {
    const early = lazyPage(async () => ({ default: Hello }));
    await early.preload();
    expect(drawn(early.Page)).toBe('<!--$--><p>hello <!-- -->Ada</p><!--/$-->');

    const late = lazyPage(async () => ({ default: Hello }));
    const fallback = drawn(late.Page);
    expect(fallback).toContain('<p>loading</p>');
    expect(fallback).not.toContain('hello');
  });

  it('fetches its code once, and again after a failure', async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Hello };
    });
    await page.preload();
    await page.preload();
    await page.preload();
    expect(loads).toBe(2);
    expect(drawn(page.Page)).toBe('<!--$--><p>hello <!-- -->Ada</p><!--/$-->');
  });
});
