// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * jsdom lays nothing out, so this observer stands in for the browser's with one card below the
 * viewport: the card's top edge lies `gap` pixels under the viewport's bottom, and it reports the
 * card as intersecting as a browser does, once the root grown by its rootMargin reaches it.
 */
class CardBelowViewport {
  static gap = Number.POSITIVE_INFINITY;
  static live: CardBelowViewport[] = [];
  private readonly targets: Element[] = [];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options: IntersectionObserverInit = {},
  ) {}

  observe(target: Element) {
    this.targets.push(target);
    CardBelowViewport.live.push(this);
    this.report();
  }

  disconnect() {
    CardBelowViewport.live = CardBelowViewport.live.filter((observer) => observer !== this);
  }

  report() {
    const margin = /^(-?\d+(?:\.\d+)?)px$/.exec(this.options.rootMargin ?? '0px');
    if (!margin) throw new Error(`a rootMargin this stand-in cannot read: ${this.options.rootMargin}`);
    const isIntersecting = CardBelowViewport.gap <= Number(margin[1]);
    this.callback(this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }

  static scrollTo(gap: number) {
    CardBelowViewport.gap = gap;
    for (const observer of CardBelowViewport.live) observer.report();
  }
}

function Card({ onNear }: { onNear: () => void }) {
  return <div ref={useNearViewport(onNear, true, 0)} />;
}

function renderWatched(onNear: () => void) {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Card onNear={onNear} />));
  return () => act(() => root.unmount());
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  CardBelowViewport.gap = Number.POSITIVE_INFINITY;
  CardBelowViewport.live = [];
  vi.stubGlobal('IntersectionObserver', CardBelowViewport);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('calls for the next page once the card comes within 100 px of the viewport (spec §2, §9)', () => {
    const onNear = vi.fn();
    const unmount = renderWatched(onNear);
    for (const gap of [500, 150, 101]) CardBelowViewport.scrollTo(gap);
    expect(onNear).not.toHaveBeenCalled();
    CardBelowViewport.scrollTo(100);
    expect(onNear).toHaveBeenCalledTimes(1);
    unmount();
  });
});
