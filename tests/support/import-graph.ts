import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { APP_ROOT } from '../../server/app-root';

/** One import of one project file by another, as written in the source. */
export interface ImportEdge {
  /** Both relative to the project root, with forward slashes. */
  from: string;
  to: string;
  /** import('…'): loaded when needed, so it cannot take part in a cycle at load time. */
  dynamic: boolean;
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts', '/index.tsx'];
// Static imports and re-exports, type-only ones included (they couple the layers all the same),
// over several lines; side-effect imports ('./styles.css'); and dynamic import('…').
const STATIC = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  return EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const projectPath = (path: string) => relative(APP_ROOT, path).split('\\').join('/');

/** Every import between the project's own files under these top-level folders. */
export function importGraph(folders: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(join(APP_ROOT, folder)))) {
    const text = readFileSync(file, 'utf8');
    for (const [pattern, dynamic] of [[STATIC, false], [DYNAMIC, true]] as const) {
      for (const match of text.matchAll(pattern)) {
        const target = resolveImport(file, match[1] ?? '');
        if (target) edges.push({ from: projectPath(file), to: projectPath(target), dynamic });
      }
    }
  }
  return edges;
}

/** The groups of files that import one another round in a circle at load time (Tarjan's algorithm). */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) if (!edge.dynamic) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    const selfImport = next.get(file)?.includes(file) ?? false;
    if (group.length > 1 || selfImport) cycles.push(group.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
