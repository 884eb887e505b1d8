import type { ReactNode } from 'react';

/**
 * A desk table with its caption, in a region a phone scrolls sideways: the region is named by the
 * caption and can take the focus, so that the keyboard can scroll it too (WCAG 2.1.1). Its styles
 * are the desk's (desk.css); `className` adds a table's own.
 */
export function DeskTableRegion({ id, caption, className, children }: { id: string; caption: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus to be scrolled from the keyboard.
    <section className="xn-desk-table-region" aria-labelledby={id} tabIndex={0}>
      <table className={className ? `xn-desk-table ${className}` : 'xn-desk-table'}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
