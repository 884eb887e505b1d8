/** The site's pages on X and Facebook, named after its site path (spec §2 "Follow Us"). */
export function FollowUs({ handle, title }: { handle: string; title: string }) {
  const pages = [
    {
      name: 'X',
      href: `https://x.com/${handle}`,
      icon: 'M18.9 1.2h3.7l-8 9.1L24 22.8h-7.4l-5.8-7.6-6.6 7.6H.5l8.6-9.8L0 1.2h7.6l5.2 6.9Zm-1.3 19.4h2L6.5 3.2H4.3Z',
    },
    {
      name: 'Facebook',
      href: `https://www.facebook.com/${handle}`,
      icon: 'M14 8.5V6.8c0-.8.5-1 .9-1h2.4V2.1L14 2c-3.6 0-4.4 2.7-4.4 4.4v2.1H7.5v3.8h2.1V22H14v-9.7h3l.4-3.8H14Z',
    },
  ];
  return (
    <div className="xn-footer__follow">
      <h2 className="xn-footer__heading">{title}</h2>
      <ul className="xn-footer__social">
        {pages.map((page) => (
          <li key={page.name}>
            <a href={page.href} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d={page.icon} fill="currentColor" />
              </svg>
              <span>{page.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
