import { useEffect, useState } from 'react';

/**
 * Moves the focus to the element with this id once it is drawn: after "show older", the first
 * item of the new page, so that a keyboard user goes on reading where the list grew rather than
 * from the button, which the last page takes away.
 */
export function useFocusWhenShown(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    const element = document.getElementById(target);
    if (!element) return;
    element.focus();
    setTarget(null);
  });
  return setTarget;
}
