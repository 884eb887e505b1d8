import type { Queryable } from '../../db/database';
import { EXPORT_SECTIONS } from './export-sections';

/** The export file: what it is, when it was made, and each section under its name. */
export async function accountExport(db: Queryable, userId: string, siteName: string): Promise<Record<string, unknown>> {
  const parts = await Promise.all(EXPORT_SECTIONS.map(async (section) => [section.name, await section.read(db, userId)] as const));
  return { site: siteName, exportedAt: new Date().toISOString(), ...Object.fromEntries(parts) };
}

/** The file's name: the site's and the day's, nothing about who. */
export function exportFileName(siteName: string, now = new Date()): string {
  return `${siteName.replace(/[^A-Za-z0-9-]+/g, '-')}-my-data-${now.toISOString().slice(0, 10)}.json`;
}
