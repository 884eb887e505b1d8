import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown';

const html = (markdown: string) => renderToStaticMarkup(<SafeMarkdown>{markdown}</SafeMarkdown>);

describe('images in a body', () => {
  it("shows this site's images, and links another host's by its description instead of loading it", () => {
    expect(html('![harbour](/xnews/logo-600x60.png "at dawn")')).toContain('<img src="/xnews/logo-600x60.png" alt="harbour" title="at dawn"');
    const outside = html('![the harbour at dawn](https://images.elsewhere.example/p.jpg) ![](http://elsewhere.example/q.png)');
    expect(outside).not.toContain('<img');
    expect(outside).toContain('<a href="https://images.elsewhere.example/p.jpg" rel="nofollow ugc noopener noreferrer">the harbour at dawn</a>');
    expect(outside).toContain('<a href="http://elsewhere.example/q.png" rel="nofollow ugc noopener noreferrer">http://elsewhere.example/q.png</a>');
  });
});
