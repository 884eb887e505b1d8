import { useSite } from '../../app/site-context';
import { PageHead } from '../PageHead';

/**
 * The head of an account page: its title and description, the canonical address without the
 * query (a reset token stays out of it), and noindex: these pages are for customers, not search.
 */
export function AccountPageHead({ path, title, description }: { path: string; title: string; description: string }) {
  const { config } = useSite().bootstrap;
  return (
    <PageHead
      siteName={config.siteName}
      head={{ title: `${title} | ${config.siteName}`, description, canonical: `${config.domainName}${path}`, alternates: [], noindex: true }}
    />
  );
}
