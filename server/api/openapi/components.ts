import { z } from 'zod';
import type { JsonSchema } from './openapi-types';

const TARGET = 'draft-2020-12';
const COMPONENT_PATH = '#/components/schemas/';

/** The answers' schemas: each written once under components.schemas and referred to by name. */
const components = z.registry<{ id: string }>();

export function component<T extends z.ZodType>(id: string, schema: T): T {
  components.add(schema, { id });
  return schema;
}

export function ref(schema: z.ZodType): JsonSchema {
  const id = components.get(schema)?.id;
  if (id === undefined) throw new Error('An answer schema must be a component: declare it with component().');
  return { $ref: `${COMPONENT_PATH}${id}` };
}

/**
 * Every component as the server sends it (defaults applied, no property beyond those named).
 * A schema embedded in an OpenAPI document takes the document's dialect, so the $schema and
 * the fragment $id zod writes are dropped.
 */
export function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(components, { target: TARGET, io: 'output', unrepresentable: 'any', uri: (id) => `${COMPONENT_PATH}${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]));
}

/** A request body or parameter as a client sends it: a field with a default may be left out. */
export function requestSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: TARGET, io: 'input', unrepresentable: 'any' });
  return json;
}
