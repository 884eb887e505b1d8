import fc from 'fast-check';
import { hostileText, POLLUTING_KEYS } from './hostile-inputs';

/**
 * A JSON value as a tree that this file renders to text itself: JavaScript cannot hold an own
 * "__proto__" key in an object literal, nor a number such as 1e309 or -0 as written, and both
 * must reach the server exactly so.
 */
export type JsonTree = null | boolean | string | { number: string } | JsonTree[] | { entries: [string, JsonTree][] };

export function jsonText(tree: JsonTree): string {
  if (tree === null || typeof tree === 'boolean' || typeof tree === 'string') return JSON.stringify(tree);
  if (Array.isArray(tree)) return `[${tree.map(jsonText).join(',')}]`;
  if ('number' in tree) return tree.number;
  return `{${tree.entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
}

/** A plain value as a tree (what the valid parts of a body start from). */
export function treeOf(value: unknown): JsonTree {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return { number: JSON.stringify(value) };
  if (Array.isArray(value)) return value.map(treeOf);
  if (typeof value === 'object') return { entries: Object.entries(value).map(([key, entry]) => [key, treeOf(entry)]) };
  throw new Error(`no JSON form for ${typeof value}`);
}

/** Number literals that JSON allows and JavaScript reads oddly: overflow, underflow, -0, beyond 2^53. */
const NUMBER_LITERALS = ['0', '-0', '-1', '1.5', '1e309', '-1e309', '1e-400', '9007199254740993', '123456789012345678901234567890', '1e21', '0.1e-5', '100', '101', '99999999999'];

const numberTree: fc.Arbitrary<JsonTree> = fc.oneof(
  fc.constantFrom(...NUMBER_LITERALS).map((number) => ({ number })),
  fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map((value) => ({ number: JSON.stringify(value) })),
);

/** An object whose keys reach prototypes: { "__proto__": { "x": 1 } } and the like, nested too. */
export const pollutingObject: fc.Arbitrary<JsonTree> = fc
  .tuple(fc.constantFrom(...POLLUTING_KEYS, 'polluted', 'admin'), fc.constantFrom(...POLLUTING_KEYS), fc.constantFrom<JsonTree>(true, { number: '1' }, 'yes', ['admin']))
  .map(([outer, inner, value]) => ({ entries: [[outer, { entries: [[inner, { entries: [['x', value], ['polluted', value], ['roles', ['admin']]] }]] }]] }));

/** Any value of a type a field does not take: numbers, booleans, null, arrays, objects, polluting objects. */
export const wrongTypeValue: fc.Arbitrary<JsonTree> = fc.oneof(
  numberTree,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileText, numberTree, fc.constant(null)), { maxLength: 3 }),
  fc.constant<JsonTree>({ entries: [] }),
  fc.constant<JsonTree>([[[[[[[[]]]]]]]]),
  pollutingObject,
);

/** A field's value: the valid one, or one of the wrong type, or hostile text. */
function fieldValue(valid: JsonTree): fc.Arbitrary<JsonTree> {
  return fc.oneof({ weight: 2, arbitrary: fc.constant(valid) }, { weight: 2, arbitrary: wrongTypeValue }, { weight: 2, arbitrary: hostileText });
}

/**
 * A JSON object around a valid one: each field kept, replaced by a wrong type or hostile text,
 * or left out; prototype keys added at the top and nested.
 */
export function objectAround(valid: Record<string, unknown>): fc.Arbitrary<JsonTree> {
  const fields = Object.entries(valid).map(([key, value]) =>
    fc.option(fieldValue(treeOf(value)), { freq: 5, nil: undefined }).map((tree): [string, JsonTree] | undefined => (tree === undefined ? undefined : [key, tree])),
  );
  const extras = fc.array(
    fc.oneof(
      fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), pollutingObject),
      fc.tuple(fc.constantFrom(...POLLUTING_KEYS), fc.oneof(hostileText, wrongTypeValue)),
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([kept, added]) => ({
    entries: [...kept.filter((entry): entry is [string, JsonTree] => entry !== undefined), ...added],
  }));
}

/** A JSON body for a route that takes an object: mostly an object around the valid one, sometimes no object at all. */
export function jsonBodyAround(valid: Record<string, unknown>): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 8, arbitrary: objectAround(valid) },
      { weight: 1, arbitrary: wrongTypeValue },
      { weight: 1, arbitrary: hostileText.map((text): JsonTree => text) },
    )
    .map(jsonText);
}

/** One field of a valid body, by its path (nested too), given a wrong type or hostile text, or left out (undefined). */
export interface FieldChange {
  path: readonly string[];
  value: JsonTree | undefined;
}

export function fieldChange(paths: readonly (readonly string[])[]): fc.Arbitrary<FieldChange> {
  const value = fc.option(fc.oneof(wrongTypeValue, hostileText), { freq: 6, nil: undefined });
  return fc.record({ path: fc.constantFrom(...paths), value });
}

function changed(tree: JsonTree, [key, ...rest]: readonly string[], value: JsonTree | undefined): JsonTree {
  if (key === undefined) return value ?? null;
  const entries = tree !== null && typeof tree === 'object' && !Array.isArray(tree) && 'entries' in tree ? tree.entries : [];
  const kept = entries.filter(([name]) => name !== key);
  const inner = entries.find(([name]) => name === key)?.[1] ?? { entries: [] };
  if (rest.length === 0 && value === undefined) return { entries: kept };
  return { entries: [...kept, [key, changed(inner, rest, value)]] };
}

/**
 * A valid body with one field changed, as JSON text: for calls whose valid body is made at run
 * time (a passkey's credential signs the challenge the server just gave), so that the rest of the
 * body still passes and the change reaches the check behind the first.
 */
export function withChange(valid: unknown, change: FieldChange): string {
  return jsonText(changed(treeOf(valid), change.path, change.value));
}

/**
 * A body for a call whose valid body is known only at run time (a fresh address, a code just
 * mailed, a real link's token): that body with one field changed or as it is, or now and then
 * any body around the template, which stands for it at generation time.
 */
export type BodyMade = { change: FieldChange | null } | { text: string };

export function madeAround(paths: readonly (readonly string[])[], template: Record<string, unknown>): fc.Arbitrary<BodyMade> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.option(fieldChange([...paths, ['__proto__'], ['constructor']]), { freq: 4, nil: null }).map((change) => ({ change })) },
    { weight: 1, arbitrary: jsonBodyAround(template).map((text) => ({ text })) },
  );
}

/** The JSON text of a made body, given the valid one of this run. */
export function madeBody(made: BodyMade, valid: Record<string, unknown>): string {
  if ('text' in made) return made.text;
  return made.change ? withChange(valid, made.change) : JSON.stringify(valid);
}
