import type { NewsType } from '../shared/taxonomy';
import type { Rng } from './prng';
import { CITATION_HOSTS } from './tables/citation-hosts';

const KINDS = ['report', 'analysis', 'update', 'briefing', 'statement', 'explainer', 'data'] as const;

/** The cita field: one '[n]: url' line per reference marker in the body. */
export function buildCitations(rng: Rng, references: number, type: NewsType, subtype: string, postTime: number): string {
  const date = new Date(postTime * 1000);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const lines: string[] = [];
  for (let n = 1; n <= references; n++) {
    const path = `${type}/${date.getUTCFullYear()}/${month}/${subtype.toLowerCase()}-${rng.pick(KINDS)}-${rng.int(100000, 999999)}`;
    lines.push(`[${n}]: https://${rng.pick(CITATION_HOSTS)}/${path}`);
  }
  return lines.join('\n');
}
