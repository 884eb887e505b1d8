/**
 * The sidebar placeholder (spec §2): a box reserved at its final size, so that whatever fills it
 * later (an advertisement) moves nothing. It says nothing, so assistive technology skips it.
 */
export function ArticleSidebar() {
  return (
    <aside className="xn-article-aside" aria-hidden="true">
      <div className="xn-aside-slot" />
    </aside>
  );
}
