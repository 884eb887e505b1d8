/** The epoch of social-post snowflake ids, which the analysis pipeline passes on as story ids. */
const SNOWFLAKE_EPOCH_MS = 1288834974657n;
/** The low 22 bits: worker and sequence in a real snowflake, a collision counter here. */
const SEQUENCE_BITS = 22n;
const SEQUENCE_MASK = (1 << 22) - 1;

/**
 * Builds an id as the source network would: BigInt all the way, because these ids exceed 2^53
 * and a JS number would silently round them.
 */
export function snowflakeId(postMs: number, sequence: number): string {
  const time = BigInt(Math.floor(postMs)) - SNOWFLAKE_EPOCH_MS;
  if (time < 0n) throw new Error('a snowflake id cannot predate its epoch (2010-11-04)');
  return ((time << SEQUENCE_BITS) | BigInt(sequence & SEQUENCE_MASK)).toString();
}
