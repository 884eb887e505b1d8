/** The positional parameters of a statement put together from parts: add(value) keeps the value and gives its placeholder. */
export function sqlParams(): { params: unknown[]; add(value: unknown): string } {
  const params: unknown[] = [];
  return {
    params,
    add(value) {
      params.push(value);
      return `$${params.length}`;
    },
  };
}
