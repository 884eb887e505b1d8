import request, { type Response } from 'supertest';
import { beforeAll } from 'vitest';
import { openApiChecker } from '../../support/openapi-check';
import type { TestApp } from '../../support/test-app';

type Method = Parameters<ReturnType<typeof openApiChecker>>[1];

/** apiNotFound's answer: the address matched no route, so it is no call of the operation (the response rules judge it). */
const noRoute = (response: Response) => response.status === 404 && /^No endpoint at /.test(String((response.body as { message?: unknown }).message));

/**
 * Checks answers against the app's own OpenAPI document, loaded once the file's app is made: a
 * status the document lists for the operation, and a JSON body valid against that status's
 * schema. What a fuzzed call answers must be described no less than what its happy path answers.
 */
export function documentedAnswers(testApp: () => Pick<TestApp, 'app'>): (response: Response, method: Method, pathTemplate: string) => void {
  let check: ReturnType<typeof openApiChecker> | undefined;
  beforeAll(async () => {
    const served = await request(testApp().app).get('/api/openapi.json');
    if (served.status !== 200) throw new Error(`no OpenAPI document: ${served.status}`);
    check = openApiChecker(served.body);
  });
  return (response, method, pathTemplate) => {
    if (!check) throw new Error('the OpenAPI document is loaded in beforeAll');
    if (!noRoute(response)) check(response, method, pathTemplate);
  };
}
