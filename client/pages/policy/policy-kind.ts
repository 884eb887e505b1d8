/** The two policy pages of spec §2, /{lang}/about/privacy and /{lang}/about/terms. */
export type PolicyKind = 'privacy' | 'terms';

/** The policy an address names, without regard to case, or null for any other page. */
export function policyKindOf(value: string | undefined): PolicyKind | null {
  const wanted = value?.toLowerCase();
  return wanted === 'privacy' || wanted === 'terms' ? wanted : null;
}
