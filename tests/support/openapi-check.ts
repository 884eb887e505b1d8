import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Express } from 'express';
import type { Response } from 'supertest';
import { expect } from 'vitest';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface DocumentResponse {
  content?: Record<string, unknown>;
}
interface OpenApi {
  paths: Record<string, Partial<Record<Method, { responses: Record<string, DocumentResponse> }>>>;
  components: Record<string, unknown>;
}

const DOCUMENT_ID = 'https://xnews.test/openapi.json';
const pointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * expectMatchesOpenApi(response, method, pathTemplate): the response's status is one the
 * document lists for that operation, its media type one it lists for that status, and a JSON
 * body valid against the schema there (the components' $refs resolve in the document itself).
 */
export function openApiChecker(document: OpenApi) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // The document is added whole, so that its schemas' #/components/schemas/… refs resolve.
  ajv.addVocabulary(['openapi', 'info', 'servers', 'tags', 'paths', 'components']);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });

  return function expectMatchesOpenApi(response: Pick<Response, 'status' | 'headers' | 'body'>, method: Method, pathTemplate: string): void {
    const where = `${method.toUpperCase()} ${pathTemplate} ${response.status}`;
    const operation = document.paths[pathTemplate]?.[method];
    if (!operation) throw new Error(`${method.toUpperCase()} ${pathTemplate} is not in the OpenAPI document`);
    const described = operation.responses[String(response.status)];
    if (!described) throw new Error(`${where}: a status the OpenAPI document does not list (${Object.keys(operation.responses).join(', ')}); body ${JSON.stringify(response.body)}`);
    const mediaTypes = Object.keys(described.content ?? {});
    if (mediaTypes.length === 0) return;
    const mediaType = String(response.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    expect(mediaTypes, `${where}: media type`).toContain(mediaType);
    if (mediaType !== 'application/json') return;
    const schemaPath = ['paths', pathTemplate, method, 'responses', String(response.status), 'content', mediaType, 'schema'].map(pointer).join('/');
    const validate = ajv.getSchema(`${DOCUMENT_ID}#/${schemaPath}`);
    if (!validate) throw new Error(`${where}: no schema at ${schemaPath}`);
    const valid = validate(response.body);
    expect(valid ? [] : validate.errors, `${where}: body ${JSON.stringify(response.body).slice(0, 500)}`).toEqual([]);
  };
}

export interface MountedRoute {
  method: string;
  /** In OpenAPI's template form: /details/{id}. */
  path: string;
}

/** A layer of an Express router's stack: a route, or a middleware (a router mounted at the root has a stack of its own). */
export interface StackLayer {
  slash?: boolean;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
}

/** The layers an app mounts at its root. */
export function rootLayers(app: Express): StackLayer[] {
  return (app as unknown as { router: { stack: StackLayer[] } }).router.stack;
}

/** Every route of a router's stack, through the routers it mounts at its root. */
export function stackRoutes(stack: StackLayer[]): MountedRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const methods = Object.keys(layer.route.methods).filter((method) => method !== '_all');
      return paths.flatMap((path) => methods.map((method) => ({ method, path: path.replace(/:(\w+)/g, '{$1}') })));
    }
    return layer.slash && layer.handle?.stack ? stackRoutes(layer.handle.stack) : [];
  });
}

/** Every route of the app, through the routers it mounts at its root. */
export function mountedRoutes(app: Express): MountedRoute[] {
  return stackRoutes(rootLayers(app));
}
