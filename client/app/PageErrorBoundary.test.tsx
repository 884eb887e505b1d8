// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

/** A page that fails to render in the browser, as a bug or unforeseen data would make it. */
function Broken(): never {
  throw new Error('the page could not render');
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

function show(location: string, page: React.ReactNode, container: HTMLElement): void {
  act(() => {
    root ??= createRoot(container);
    root.render(
      <PageErrorBoundary location={location} heading="Unexpected Application Error!" text="Something went wrong on our side. Please try again in a moment.">
        {page}
      </PageErrorBoundary>,
    );
  });
}

describe('a page that throws in the browser', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  it("is replaced by spec §8's heading, as an alert, and the error is logged", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('main');
    show('/en/news/list/world', <Broken />, container);
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(alert?.querySelector('p')?.textContent).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(logged.mock.calls.some(([first, error]) => first === 'page render failed' && (error as Error).message === 'the page could not render')).toBe(true);
  });

  it('shows the next page the reader goes to, and keeps the message while the address stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('main');
    show('/en/news/list/world', <Broken />, container);
    show('/en/news/list/world', <p>The world list</p>, container);
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    show('/en/news/list/sports', <p>The sports list</p>, container);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).toBe('The sports list');
  });
});
