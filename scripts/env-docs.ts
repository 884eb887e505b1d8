// npm run env:docs: writes .env.example and the README's environment tables from the settings schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT } from '../server/app-root';
import { envExample, withEnvTables } from './env-docs/render-env-docs';

const readme = join(APP_ROOT, 'README.md');
writeFileSync(join(APP_ROOT, '.env.example'), envExample());
writeFileSync(readme, withEnvTables(readFileSync(readme, 'utf8')));
console.log('wrote .env.example and the environment tables of README.md');
