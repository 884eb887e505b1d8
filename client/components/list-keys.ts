/**
 * A list without ids (outlines, citations, policy sections), each item with a React key made of
 * its content, numbered by how often that content came before: a key stays with its item, not its
 * place, and repeated items still get keys of their own.
 */
export function withContentKeys<T>(items: readonly T[], contentOf: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const content = contentOf(item);
    const count = (seen.get(content) ?? 0) + 1;
    seen.set(content, count);
    return { key: `${count}:${content}`, item };
  });
}
