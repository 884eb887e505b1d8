import { serverSettings } from '../../server/settings/server-settings';
import { settingDocs, type SettingDoc } from '../../server/settings/setting-types';
import { toolSettings } from './tool-settings';

/** The README's generated part lies between these; the rest of it is written by hand. */
const START = '<!-- env:start -->';
const END = '<!-- env:end -->';
const WIDTH = 100;

function serverDocs(): [string, SettingDoc][] {
  return Object.entries(serverSettings.shape).map(([name, schema]) => {
    const doc = settingDocs.get(schema);
    if (!doc) throw new Error(`${name} has no documentation in server/settings/server-settings.ts`);
    return [name, doc];
  });
}

const cell = (markdown: string) => markdown.replaceAll('|', '\\|');

function table(docs: [string, SettingDoc][]): string {
  const rows = docs.map(([name, doc]) => `| \`${name}\` | ${cell(doc.type)} | ${cell(doc.default)} | ${cell(doc.description)} |`);
  return ['| variable | type | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The README's tables: the server's variables, then those of the tests and benchmarks. */
export function envTables(): string {
  return [
    table(serverDocs()),
    'Read by the tests and benchmarks only, never by the server:',
    table(Object.entries(toolSettings)),
  ].join('\n\n');
}

/** The README with its generated part replaced. */
export function withEnvTables(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END} around its environment variables`);
  return `${readme.slice(0, start + START.length)}\n${envTables()}\n${readme.slice(end)}`;
}

/** Comment lines of at most WIDTH characters, Markdown's backticks dropped. */
function comment(markdown: string): string[] {
  const lines: string[] = [];
  for (const word of markdown.replaceAll('`', '').split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= WIDTH) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(`# ${word}`);
  }
  return lines;
}

/** Quoted when a shell or an env file would otherwise read it differently. */
const value = (example: string) => (/[\s"'#$<>&|;\\]/.test(example) ? `"${example}"` : example);

/** .env.example: every server variable with its meaning and default; secrets and computed defaults empty. */
export function envExample(): string {
  const header = [
    '# Every environment variable the server reads, with its default. Written by npm run env:docs',
    '# from server/settings/server-settings.ts: edit it there. Values are trimmed, and an empty one',
    '# counts as unset.',
  ];
  const blocks = serverDocs().map(([name, doc]) => {
    const shown = doc.default.startsWith('unset') ? doc.default : `default ${doc.default}`;
    return [...comment(doc.description), ...comment(`${doc.type}; ${shown}`), `${name}=${doc.example === undefined ? '' : value(doc.example)}`].join('\n');
  });
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}
