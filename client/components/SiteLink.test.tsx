import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteLink } from './SiteLink';

const rendered = (link: React.ReactElement) => renderToString(<MemoryRouter initialEntries={['/en/news/list/world']}>{link}</MemoryRouter>);

describe('SiteLink', () => {
  it('is a plain anchor to the path as given, with its attributes and none of react-router-dom’s own', () => {
    expect(rendered(<SiteLink className="xn-menu__link" to="/en/news/list/world/Climate" aria-current="page">Climate</SiteLink>)).toBe(
      '<a class="xn-menu__link" aria-current="page" href="/en/news/list/world/Climate">Climate</a>',
    );
  });

  it('leaves the navigation options out of the markup', () => {
    expect(rendered(<SiteLink to="/" reloadDocument replace>Home</SiteLink>)).toBe('<a href="/">Home</a>');
  });
});
