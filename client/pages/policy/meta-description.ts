/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

/** A meta description from a long text: cut at a word (or, in Chinese, anywhere) and marked as cut. */
export function metaDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return text.trim();
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
