/**
 * Worker thread of prepare-in-worker.ts: opens the embedded database in workerData.dataDir (the
 * process that started it holds the folder's lock), migrates it, seeds it when asked and empty,
 * closes it, and posts what it did. Built to <build>/prepare-embedded.js.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { seedDemo } from '../demo/seed-demo';
import { createPglite, pgliteDatabase } from './db/pglite-database';
import { prepareDatabase } from './prepare-database';
import type { PrepareMessage, PrepareWorkerData } from './prepare-in-worker';

const { dataDir, demoStories } = workerData as PrepareWorkerData;
const post = (message: PrepareMessage) => parentPort?.postMessage(message);
// Kept in a folder, so with upkeep: the seed's statistics are gathered before the server opens it.
const db = pgliteDatabase(await createPglite(dataDir), {});
// From here on a stop may end this worker: the folder holds a database PostgreSQL can recover.
post({ opened: true });
try {
  post({ prepared: await prepareDatabase(db, demoStories === undefined ? undefined : (target) => seedDemo(target, { count: demoStories }), () => post({ seeding: true })) });
} finally {
  await db.close();
}
