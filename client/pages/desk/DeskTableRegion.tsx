import type { ReactNode } from 'react';

/**
 * A desk table with its caption, in a region a phone scrolls sideways: the region is named by the
 * caption and can take the focus, so that the keyboard can scroll it too (WCAG 2.1.1).
 */
export function DeskTableRegion({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus to be scrolled from the keyboard.
    <section className="xn-desk-records-region" aria-labelledby={id} tabIndex={0}>
      <table className="xn-desk-records-table">
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
