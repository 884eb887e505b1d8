import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * PGlite 0.5 runs initdb in a WebAssembly instance of its own, and the process keeps what it
 * took (about 430 MB: its linear memory and the file-system image it unpacked) until it exits,
 * closing the database included. A server started on an empty folder therefore held 780 MB where
 * one started on an initialised folder holds 300 MB (BENCHMARKS.md). So an empty
 * folder is initialised in a worker thread, whose memory goes when it ends, and the process then
 * opens the folder as on any later start.
 */
export async function initialiseInWorker(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  // Resolved here, where the package is a dependency; the worker's own code has no location.
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const source = `
    const { workerData } = require('node:worker_threads');
    import(workerData.pglite)
      .then(({ PGlite }) => PGlite.create({ dataDir: workerData.dataDir }))
      .then((db) => db.close());`;
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { pglite, dataDir } });
    const failed = (reason: string, cause?: unknown) => new Error(`Initialising the embedded database in ${dataDir} failed: ${reason}`, { cause });
    worker.once('error', (error) => reject(failed(error.message, error)));
    // After an 'error' the promise is settled already, and this changes nothing.
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(failed(`the worker exited with code ${code}`))));
  });
}
