/** A base32 secret in groups of four, as authenticator apps' "enter a key" screens are easiest typed from. */
export function secretGroups(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as a text file's content, one a line, for keeping outside the browser. */
export function recoveryCodesFile(codes: readonly string[]): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`;
}
