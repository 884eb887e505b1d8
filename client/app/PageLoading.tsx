import { Suspense, type ReactNode } from 'react';
import { useParams, type Params } from 'react-router-dom';
import type { ShellTranslations } from '../../shared/message-sections';
import { useMessages } from '../data/use-messages';
import { HydrationDone } from './HydrationDone';

/** A page's own loading text (spec §8), from the translations and the route's parameters. */
export type LoadingText = (messages: ShellTranslations, params: Params) => string;

function LoadingStatus({ text }: { text: LoadingText }) {
  return (
    <p className="xn-status" role="status">
      {text(useMessages(), useParams())}
    </p>
  );
}

/**
 * Around a lazily loaded page: while its code arrives after a client-side navigation, the spec's
 * text for that page shows ('Loading About Page...'). A server-rendered page never shows it: the
 * server waits for the page, and the browser keeps the server's HTML until the code is there.
 */
export function PageLoading({ text, children }: { text: LoadingText; children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingStatus text={text} />}>
      {children}
      <HydrationDone />
    </Suspense>
  );
}
