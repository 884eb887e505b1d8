import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildDir } from './build-dir';
import type { Preparation } from './prepare-database';

/**
 * Migrates, and on a first start initialises and seeds, the embedded database in a worker thread,
 * before this process opens it. What initdb, the migrations and the seed touch stays in PGlite's
 * WebAssembly memory, which never shrinks, and the seed's garbage grows the V8 heap: seeded in the
 * server's own thread, a first start idled at 530 MiB, a later start on the same folder at 285
 * (BENCHMARKS.md). A worker's WebAssembly memory and heap go when it ends;
 * what its threads freed to glibc's allocator is given back only with the settings of decision 026.
 *
 * The caller holds the folder's lock (openPglite's prepareFolder), and this resolves only once the
 * worker has exited, its database closed: the folder is open in one place at a time.
 */
export function prepareInWorker(dataDir: string, seedDemo: boolean): Promise<Preparation> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(buildDir(), 'prepare-embedded.js'), { workerData: { dataDir, seedDemo } });
    const failed = (reason: string, cause?: unknown) =>
      new Error(`Preparing the embedded database in ${dataDir} (migrations${seedDemo ? ', demo seed' : ''}) failed: ${reason}`, { cause });
    let preparation: Preparation | undefined;
    let error: Error | undefined;
    worker.once('message', (message: Preparation) => (preparation = message));
    worker.once('error', (cause) => (error = failed(cause.message, cause)));
    // Settled on exit alone: only then is the worker's database closed.
    worker.once('exit', (code) => {
      if (error) reject(error);
      else if (code !== 0 || !preparation) reject(failed(`the worker exited with code ${code} without finishing`));
      else resolve(preparation);
    });
  });
}
