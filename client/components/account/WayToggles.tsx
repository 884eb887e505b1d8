import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RETURN_PATH_PARAM, returnPathIn } from '../../../shared/routes/return-path';

/** The query parameter naming the way whose form is open: the toggles' answer without JavaScript. */
const WAY_PARAM = 'way';

/** The way the address opens, if it names one of these. */
export function openWayIn<Way extends string>(search: URLSearchParams, ways: readonly Way[]): Way | null {
  const named = search.get(WAY_PARAM);
  return ways.find((way) => way === named) ?? null;
}

/**
 * Spec §2's exclusive toggles on the login and sign-up pages ('Login With Email' / 'Login With
 * Phone', 'Sign Up With …'): the open one turns into 'Return', and the other hides meanwhile.
 * They are a form that asks for this page with the way to open (decision 032: without
 * JavaScript, or when the page's code fails to load, the server renders that way open), and the
 * page's return_path kept when it names a page a sign-in may go to. Nothing else of the address
 * is echoed: a failed sign-in's code is shown once, not carried on. Once hydrated, the form
 * toggles in place; a submit made before that is held and replayed (early-input.ts).
 */
export function WayToggles<Way extends string>(props: {
  toggles: readonly { way: Way; label: string }[];
  open: Way | null;
  returnLabel: string;
  onToggle(way: Way): void;
}) {
  const { open } = props;
  const [search] = useSearchParams();
  const returnPath = returnPathIn(search);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressed = (event.nativeEvent as SubmitEvent).submitter;
    const toggle = props.toggles.find(({ way }) => way === pressed?.dataset.way);
    if (toggle) props.onToggle(toggle.way);
  };
  return (
    <form method="get" className="xn-account-toggles" onSubmit={onSubmit}>
      {returnPath === null ? null : <input type="hidden" name={RETURN_PATH_PARAM} value={returnPath} />}
      {props.toggles.map(({ way, label }) =>
        open === null || open === way ? (
          <button
            key={way}
            type="submit"
            name={open === way ? undefined : WAY_PARAM}
            value={open === way ? undefined : way}
            data-way={way}
            className="xn-button xn-account-toggle"
            aria-expanded={open === way}
          >
            {open === way ? props.returnLabel : label}
          </button>
        ) : null,
      )}
    </form>
  );
}
