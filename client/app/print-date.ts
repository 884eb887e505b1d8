/**
 * The date a printed article or brief was printed, after its address (client/styles/print.css).
 * Filled in when printing starts, in the page's language: the page is cached and shared, so the
 * server cannot know it, and the CSP allows no inline script. A custom property on the root
 * carries it to the stylesheet, so React's markup is never touched.
 */
export function datePrintouts(): void {
  addEventListener('beforeprint', () => {
    const date = new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'long' }).format(new Date());
    document.documentElement.style.setProperty('--xn-printed-on', JSON.stringify(date));
  });
}
