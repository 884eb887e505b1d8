import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import { searchPath } from '../../../shared/routes';
import { pageSearchText, SEARCH_QUERY_MAX_LENGTH, SUGGEST_DEBOUNCE_MS, suggestMinLength } from '../../../shared/search';
import { useSite } from '../../app/site-context';
import { useBrowserQuery } from '../../data/browser-query';
import type { SearchBoxTexts } from '../../../shared/message-sections';
import { queries } from '../../data/queries';

/** What the reader typed, once they pause: suggestions are asked for then, not at every key. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The header's search: a role="search" GET form to /{lang}/search with a labelled field
 * named q, which works without JavaScript. With it, the field is a WAI-ARIA combobox: titles
 * matching what is typed appear in a listbox; arrows move through them, Enter opens the one
 * chosen (or searches), Escape closes the list. On phones the field is behind a button
 * (header.css), which before hydration is a link to the search page and its own field.
 */
export function SearchBox({ lang, texts }: { lang: LangCode; texts: SearchBoxTexts }) {
  const { api } = useSite();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(false);
  // Until the page is hydrated, the phone's search control is a link to the search page.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const typed = pageSearchText(useDebounced(value, SUGGEST_DEBOUNCE_MS));
  const wanted = open && Array.from(typed).length >= suggestMinLength(lang);
  const suggestions = useBrowserQuery({ ...queries.suggest(api, lang, typed), enabled: wanted }).data ?? [];
  const expanded = wanted && suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  return (
    <div className={shown ? 'xn-search xn-search--shown' : 'xn-search'}>
      {hydrated ? (
        <button
          type="button"
          className="xn-search-open"
          aria-expanded={shown}
          aria-controls={`${id}-form`}
          onClick={() => {
            setShown((was) => !was);
            // Focus once the field is shown, on the next frame.
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          <span className="xn-sr-only">{texts.open}</span>
        </button>
      ) : (
        <a className="xn-search-open" href={searchPath(lang)}>
          <span className="xn-sr-only">{texts.open}</span>
        </a>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark (role="search"), which every screen reader maps; the newer <search> element is not yet mapped by all. */}
      <form id={`${id}-form`} className="xn-search-form" role="search" aria-label={texts.landmark} method="get" action={searchPath(lang)}>
        <label htmlFor={`${id}-q`} className="xn-sr-only">
          {texts.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={`${id}-q`}
          type="search"
          name="q"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={texts.placeholder}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          {...(expanded && active >= 0 ? { 'aria-activedescendant': `${listId}-${active}` } : {})}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={close}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              if (!expanded) {
                setOpen(true);
                return;
              }
              event.preventDefault();
              // Past either end the field itself is active again (-1), as in the WAI-ARIA example.
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((index) => {
                const to = index + step;
                return to >= suggestions.length ? -1 : to < -1 ? suggestions.length - 1 : to;
              });
            } else if (event.key === 'Enter' && expanded && active >= 0) {
              const chosen = suggestions[active];
              if (!chosen) return;
              event.preventDefault();
              close();
              navigate(chosen.path);
            } else if (event.key === 'Escape' && expanded) {
              // Handled here: the header's Escape (which closes the menu) must not act as well.
              event.preventDefault();
              close();
            }
          }}
        />
        <button type="submit" className="xn-search-submit">
          <span className="xn-sr-only">{texts.submit}</span>
        </button>
        <div id={listId} role="listbox" aria-label={texts.suggestions} className="xn-search-list" hidden={!expanded}>
          {expanded
            ? suggestions.map((suggestion, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: options are reached from the combobox through aria-activedescendant, never focused themselves (WAI-ARIA combobox pattern).
                // biome-ignore lint/a11y/useFocusableInteractive: the same: the focus stays in the field.
                <div
                  key={suggestion.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="xn-search-option"
                  // Before the field's blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    close();
                    navigate(suggestion.path);
                  }}
                >
                  {suggestion.title}
                </div>
              ))
            : null}
        </div>
      </form>
    </div>
  );
}
