import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildDir } from './build-dir';
import type { Preparation } from './prepare-database';

/** What the worker posts: once the folder holds an open database, as a seed begins, and what preparing it did. */
export type PrepareMessage = { opened: true } | { seeding: true } | { prepared: Preparation };

/** What the worker is given: its folder, and the demo set's size when an empty database is to be seeded. */
export interface PrepareWorkerData {
  dataDir: string;
  demoStories: number | undefined;
}

/**
 * Migrates, and on a first start seeds, the embedded database in a worker thread, before this
 * process opens it. What the migrations and the seed touch stays in PGlite's WebAssembly memory,
 * which never shrinks, and the seed's garbage grows the V8 heap: seeded in the server's own
 * thread, a first start idled at 530 MiB, a later start on the same folder at 285 (BENCHMARKS.md).
 * A worker's WebAssembly memory and heap go when it ends; what its threads freed to glibc's
 * allocator is given back only with the settings of decision 026.
 *
 * The caller holds the folder's lock (openPglite's prepareFolder), and this settles only once the
 * worker has exited: the folder is open in one place at a time. On `stop` the worker is ended
 * as kill -9 would end it, which the database's write-ahead log and the seed's unfinished note
 * (decision 026) recover from; but not while PGlite fills an empty folder from the template or
 * opens it (a second at most: cut off, the folder could not be opened again), nor once it
 * closes the database it has prepared (decision 036).
 */
export function prepareInWorker(dataDir: string, demoStories: number | undefined, seeding: () => void, stop: AbortSignal): Promise<Preparation> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(buildDir(), 'prepare-embedded.js'), { workerData: { dataDir, demoStories } satisfies PrepareWorkerData });
    const failed = (reason: string, cause?: unknown) =>
      new Error(`Preparing the embedded database in ${dataDir} (migrations${demoStories === undefined ? '' : ', demo seed'}) failed: ${reason}`, { cause });
    let opened = false;
    let preparation: Preparation | undefined;
    let error: Error | undefined;
    // Once prepared, the worker closes its database cleanly, and soon.
    const end = () => {
      if (opened && !preparation) void worker.terminate();
    };
    stop.addEventListener('abort', end, { once: true });
    worker.on('message', (message: PrepareMessage) => {
      if ('prepared' in message) preparation = message.prepared;
      else if ('seeding' in message) seeding();
      else opened = true;
      if (stop.aborted) end();
    });
    worker.once('error', (cause) => (error = failed(cause.message, cause)));
    // Settled on exit alone: only then is the worker's database closed.
    worker.once('exit', (code) => {
      stop.removeEventListener('abort', end);
      if (stop.aborted) reject(stop.reason);
      else if (error) reject(error);
      else if (code !== 0 || !preparation) reject(failed(`the worker exited with code ${code} without finishing`));
      else resolve(preparation);
    });
  });
}
