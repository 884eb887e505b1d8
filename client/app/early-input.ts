import { EARLY_INPUT_GLOBAL } from '../../shared/entry-loads';

/**
 * What a reader does before the page hydrates that only the page's code can answer (decision
 * 032 fetches that code once the page has loaded). The server's HTML works without JavaScript
 * for links, <details> menus, searches and the forms that name an `action` (saving, the
 * newsletter, contact), so those are left to the browser. Two things would otherwise be lost:
 * - a click on a `type="button"` button (the login and sign-up toggles, the header's menus, a
 *   form's other actions): the browser does nothing with it;
 * - a submit of a form with no `action` (the account and profile forms): the browser sends it to
 *   the page itself, and what the reader typed comes back empty (account-form-fallback.ts).
 * Those are held, in order, and replayed once the page has hydrated (replay-early-input.ts).
 * Fields typed into stay as they are in the document, and are handed to React then too.
 */
export type HeldInput = { kind: 'click'; button: HTMLButtonElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

declare global {
  interface Window {
    /** Set by the page's inline holder until the entry takes it over (early-input-holder.ts). */
    xnEarlyInput?: EarlyInput;
  }
}

export interface EarlyInput {
  readonly held: readonly HeldInput[];
  /** Called at once, or at the first input held or the first typing: a reader who acts needs the page's code now. */
  whenActed(callback: () => void): void;
  /** From now on the page's own handlers answer (the page has hydrated). */
  stop(): void;
  /** The page's code failed to load: stop, and let the browser send the forms held, as it would have. */
  release(): void;
}

export function holdEarlyInput(): EarlyInput {
  const held: HeldInput[] = [];
  let acted = false;
  let onAct: (() => void) | undefined;
  const act = () => {
    acted = true;
    onAct?.();
  };
  // On the window, in the capture phase: before React's own listeners on the document, which are
  // there once hydration starts, while the part of the page clicked may not have hydrated yet.
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    if (button?.type !== 'button') return;
    event.stopImmediatePropagation();
    held.push({ kind: 'click', button });
    act();
  };
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    if (form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form, submitter: (event as SubmitEvent).submitter ?? null });
    act();
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', act],
  ] as const;
  for (const [type, listener] of listeners) addEventListener(type, listener, true);
  const stop = () => {
    for (const [type, listener] of listeners) removeEventListener(type, listener, true);
  };
  return {
    held,
    whenActed(callback) {
      onAct = callback;
      if (acted) callback();
    },
    stop,
    release() {
      stop();
      for (const input of held) if (input.kind === 'submit') input.form.requestSubmit(input.submitter);
    },
  };
}

/**
 * What the page's inline holder has held (early-input-holder.ts), now the entry's to answer. A page
 * whose holder did not run (a proxy that rewrote the CSP, say) is held from now on.
 */
export function takeEarlyInput(): EarlyInput {
  const early = window[EARLY_INPUT_GLOBAL];
  delete window[EARLY_INPUT_GLOBAL];
  return early ?? holdEarlyInput();
}
