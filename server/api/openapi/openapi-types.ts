/** The parts of an OpenAPI 3.1 document this API uses, typed so that a misspelt field fails tsc. */

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  description: string;
  required: boolean;
  schema: JsonSchema;
  /** For repeated keys (?listNames=a&listNames=b). */
  explode?: boolean;
}

export interface MediaType {
  schema: JsonSchema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, MediaType>;
}

/** A requirement is satisfied by one of the entries; an empty entry means none is needed. */
export type Security = Record<string, string[]>[];

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Security;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  /** By status code; a status not listed is not one the endpoint answers. */
  responses: Record<string, ResponseObject>;
}

export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;
export type Paths = Record<string, PathItem>;
