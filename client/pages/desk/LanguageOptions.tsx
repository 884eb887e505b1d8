import { HREFLANG, LANGUAGE_CODES, LANGUAGE_NAMES } from '../../../shared/languages';

/** A desk select's languages, each named in itself, after the choice of all of them. */
export function LanguageOptions({ all }: { all: string }) {
  return (
    <>
      <option value="">{all}</option>
      {LANGUAGE_CODES.map((code) => (
        <option key={code} value={code} lang={HREFLANG[code]}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </>
  );
}
