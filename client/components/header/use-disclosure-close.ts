import { type RefObject, useEffect } from 'react';

/**
 * Closes a header <details> disclosure (the language and colour scheme choices) every way the
 * header's other menus close: Esc (focus back to the toggle when it was inside), a click or
 * focus elsewhere, and a return from the history cache.
 */
export function useDisclosureClose(detailsRef: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return undefined;
    const close = (event: Event) => {
      if (!details.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        const hadFocus = details.contains(document.activeElement);
        details.open = false;
        if (hadFocus) details.querySelector('summary')?.focus();
      } else if (event.type === 'pageshow' || !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    const types = ['keydown', 'click', 'focusin', 'pageshow'];
    // Capture for keys, so that the header's own Esc (closing the whole panel) sees it was handled.
    for (const type of types) window.addEventListener(type, close, type === 'keydown');
    return () => {
      for (const type of types) window.removeEventListener(type, close, type === 'keydown');
    };
  }, [detailsRef]);
}
