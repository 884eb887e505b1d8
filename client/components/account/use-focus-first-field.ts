import { useEffect, useRef, useState } from 'react';

/**
 * The focus for an area whose form the reader opens or swaps (spec §2's toggles): after each
 * opened(), its first field takes the focus, so keyboard and screen-reader users land in the form.
 */
export function useFocusFirstField() {
  const area = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (opened > 0) area.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [opened]);
  return { area, opened: () => setOpened((count) => count + 1) };
}
