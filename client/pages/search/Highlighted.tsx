import type { TextSegment } from '../../../shared/search';
import { withContentKeys } from '../../components/list-keys';

/** Text with the searched words in <mark>: React renders every piece as text, so nothing in it is markup. */
export function Highlighted({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {withContentKeys(segments, (segment) => `${segment.match}:${segment.text}`).map(({ key, item }) =>
        item.match ? <mark key={key}>{item.text}</mark> : <span key={key}>{item.text}</span>,
      )}
    </>
  );
}
