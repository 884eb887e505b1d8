import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../server/app-root';
import { envExample, withEnvTables } from './render-env-docs';

/** .env.example and the README's tables are written from the settings schema, never by hand. */
describe('the environment variables documentation', () => {
  const stale = (what: string) => `${what}: out of date with server/settings/server-settings.ts, run npm run env:docs`;

  it('.env.example lists every server variable as the schema describes it', () => {
    expect(readFileSync(join(APP_ROOT, '.env.example'), 'utf8'), stale('.env.example')).toBe(envExample());
  });

  it("the README's environment tables are the schema's", () => {
    const readme = readFileSync(join(APP_ROOT, 'README.md'), 'utf8');
    expect(readme, stale("README.md's environment tables")).toBe(withEnvTables(readme));
  });

  it('leaves every secret empty in .env.example', () => {
    for (const name of ['INGEST_TOKEN', 'AUTH_SECRET', 'SMS_HTTP_TOKEN', 'GOOGLE_CLIENT_SECRET', 'FACEBOOK_CLIENT_SECRET']) {
      expect(envExample()).toMatch(new RegExp(`^${name}=$`, 'm'));
    }
  });
});
