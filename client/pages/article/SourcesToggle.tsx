import { useId, useMemo, useState } from 'react';
import { parseCitations } from '../../../shared/citations';
import { withContentKeys } from '../../components/list-keys';

/**
 * The sources toggle (spec §2): a button that shows or hides the story's '[n]: url' citations,
 * each a link when its address is http(s). The list is in the HTML either way, hidden until asked.
 */
export function SourcesToggle({ cita, show, hide }: { cita: string; show: string; hide: string }) {
  const citations = useMemo(() => withContentKeys(parseCitations(cita), (citation) => `[${citation.label}]: ${citation.text}`), [cita]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (citations.length === 0) return null;
  return (
    <div className="xn-sources">
      <button type="button" className="xn-tool-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {open ? hide : show} ({citations.length})
      </button>
      <ol id={listId} className="xn-sources-list" hidden={!open}>
        {citations.map(({ key, item: citation }) => (
          <li key={key}>
            <span className="xn-sources-label">[{citation.label}]</span>{' '}
            {citation.url ? (
              <a href={citation.url} target="_blank" rel="nofollow noopener noreferrer">
                {citation.text}
              </a>
            ) : (
              <span>{citation.text}</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
