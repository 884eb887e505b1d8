import type { TotpTranslations } from '../../../shared/totp-translations';
import { recoveryCodesFile } from './totp-secret-groups';

/** The recovery codes, shown this once (decision 034: only their hashes are kept), to copy, print or download. */
export function TotpRecoveryCodes({ t, codes, onDone }: { t: TotpTranslations; codes: readonly string[]; onDone(): void }) {
  return (
    <div className="xn-totp-recovery">
      <h3 id="xn-totp-recovery-heading">{t.recoveryTitle}</h3>
      <p>
        <strong>{t.recoveryKeep}</strong>
      </p>
      <ul className="xn-totp-codes" aria-label={t.recoveryCodesLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <a className="xn-button xn-button-quiet" href={recoveryCodesFile(codes)} download="recovery-codes.txt">
        {t.download}
      </a>
      <button type="button" className="xn-button" onClick={onDone}>
        {t.recoveryDone}
      </button>
    </div>
  );
}
