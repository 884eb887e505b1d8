/**
 * Spec §2's exclusive toggles on the login and sign-up pages ('Login With Email' / 'Login With
 * Phone', 'Sign Up With …'): the open one turns into 'Return', and the other hides meanwhile.
 */
export function WayToggles<Way extends string>(props: {
  toggles: readonly { way: Way; label: string }[];
  open: Way | null;
  returnLabel: string;
  onToggle(way: Way): void;
}) {
  const { open } = props;
  return (
    <div className="xn-account-toggles">
      {props.toggles.map(({ way, label }) =>
        open === null || open === way ? (
          <button key={way} type="button" className="xn-button xn-account-toggle" aria-expanded={open === way} onClick={() => props.onToggle(way)}>
            {open === way ? props.returnLabel : label}
          </button>
        ) : null,
      )}
    </div>
  );
}
