import { ACCOUNT_DATA_API } from '../../../../shared/account-data';
import type { AccountDataTranslations } from '../../../../shared/translations';

/** A plain link to the export: the browser saves the file (the answer says attachment), with or without JavaScript. */
export function DownloadData({ t }: { t: AccountDataTranslations }) {
  return (
    <section className="xn-account-data-part" aria-labelledby="xn-data-download-heading">
      <h3 id="xn-data-download-heading">{t.downloadTitle}</h3>
      <p>{t.downloadHint}</p>
      <a className="xn-button" href={ACCOUNT_DATA_API.export} download>
        {t.download}
      </a>
    </section>
  );
}
