import { serverSettings } from '../../server/settings/server-settings';
import { settingDocs, type SettingDoc } from '../../server/settings/setting-types';
import { benchSettings, testSettings } from './tool-settings';

/** The file whose environment tables npm run env:docs writes, relative to the app's root. */
export const CONFIGURATION_DOC = 'docs/configuration.md';
/** The file whose table of the benchmarks' variables npm run env:docs writes. */
export const BENCH_DOC = 'scripts/bench/README.md';

/** Each file's generated part lies between its markers; the rest of it is written by hand. */
const ENV_MARKERS = { start: '<!-- env:start -->', end: '<!-- env:end -->' };
const BENCH_MARKERS = { start: '<!-- bench-env:start -->', end: '<!-- bench-env:end -->' };
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

/** docs/configuration.md's tables: the server's variables, then those only the tests read. */
export function envTables(): string {
  return [table(serverDocs()), 'Read by the tests only, never by the server:', table(Object.entries(testSettings))].join('\n\n');
}

/** scripts/bench/README.md's table: the variables only the benchmarks read. */
export function benchEnvTable(): string {
  return table(Object.entries(benchSettings));
}

/** The text with the part between its markers replaced; a file without them is an error that names it. */
function withGenerated(text: string, file: string, markers: { start: string; end: string }, generated: string): string {
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start < 0 || end < start) throw new Error(`${file} needs the markers ${markers.start} and ${markers.end} around its generated table`);
  return `${text.slice(0, start + markers.start.length)}\n${generated}\n${text.slice(end)}`;
}

/** docs/configuration.md with its environment tables written from the settings. */
export function withEnvTables(configurationDoc: string): string {
  return withGenerated(configurationDoc, CONFIGURATION_DOC, ENV_MARKERS, envTables());
}

/** scripts/bench/README.md with its table of the benchmarks' variables written from the settings. */
export function withBenchEnvTable(benchDoc: string): string {
  return withGenerated(benchDoc, BENCH_DOC, BENCH_MARKERS, benchEnvTable());
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
