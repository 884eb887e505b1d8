import type { SiteConfig } from '../../../shared/types';

/**
 * The author block at the foot of an article (spec §2): who wrote it, linked where the author
 * has an http(s) page, and for which publisher.
 */
export function AuthorBlock({ author, config, by }: { author: { name: string; url: string | null }; config: SiteConfig; by: string }) {
  const initial = Array.from(author.name)[0]?.toUpperCase() ?? '';
  return (
    <section className="xn-author" aria-label={`${by} ${author.name}`}>
      <span className="xn-author-avatar" aria-hidden="true">
        {initial}
      </span>
      <div>
        <p className="xn-author-name">
          {by}{' '}
          {author.url ? (
            <a href={author.url} rel="author noopener">
              {author.name}
            </a>
          ) : (
            author.name
          )}
        </p>
        <p className="xn-author-publisher">{config.news_publisher.name}</p>
      </div>
    </section>
  );
}
