import request from 'supertest';
import { expect } from 'vitest';
import type { NewsItemInput } from '../../shared/types';
import { TEST_INGEST_TOKEN, type TestApp } from './test-app';

/** Ingests through the real endpoint and insists that it worked. */
export async function ingest(testApp: TestApp, items: readonly NewsItemInput[]): Promise<void> {
  const response = await request(testApp.app)
    .post('/api/ingest/news')
    .set('Authorization', `Bearer ${TEST_INGEST_TOKEN}`)
    .send(items as NewsItemInput[]);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}
