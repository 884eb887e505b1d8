import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { APP_ROOT } from '../../server/app-root';

/** The Dockerfile's instructions, with their continuation lines joined and comments left out. */
export function dockerfileInstructions(): { name: string; args: string }[] {
  const text = readFileSync(join(APP_ROOT, 'Dockerfile'), 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', ...args] = line.trim().split(/\s+/);
      return { name: name.toUpperCase(), args: args.join(' ') };
    });
}

/** A Docker duration ("300s", "1m30s", "500ms") in milliseconds. */
export function durationMs(text: string): number {
  const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) throw new Error(`not a Docker duration: '${text}'`);
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * (units[unit ?? ''] ?? Number.NaN), 0);
}

/** The image's HEALTHCHECK timing, with Docker's defaults for what it leaves out. */
export function imageHealthCheck(): { intervalMs: number; startPeriodMs: number; retries: number } {
  const check = dockerfileInstructions().find((instruction) => instruction.name === 'HEALTHCHECK');
  if (!check) throw new Error('the Dockerfile has no HEALTHCHECK');
  const flag = (name: string) => new RegExp(`--${name}=(\\S+)`).exec(check.args)?.[1];
  return {
    intervalMs: durationMs(flag('interval') ?? '30s'),
    startPeriodMs: durationMs(flag('start-period') ?? '0s'),
    retries: Number(flag('retries') ?? 3),
  };
}

export interface ComposeService {
  init?: boolean;
  stop_grace_period?: string;
  environment?: Record<string, string>;
  ports?: string[];
  command?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
}

/** docker-compose.yml's services, parsed. */
export function composeServices(): Record<string, ComposeService> {
  return (parse(readFileSync(join(APP_ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, ComposeService> }).services;
}

/** What compose makes of "${NAME:-default}" (and of plain text) when NAME is not set. */
export function withVariablesUnset(value: string): string {
  return value.replace(/\$\{[A-Z_][A-Z0-9_]*(?::?-([^}]*))?\}/g, (_match, fallback: string | undefined) => fallback ?? '');
}
