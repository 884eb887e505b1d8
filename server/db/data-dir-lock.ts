import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tryLock } from 'fs-native-extensions';

/*
 * PGlite is PostgreSQL in single-user mode: two processes that open one data folder each think
 * they own it, and one silently overwrites what the other wrote (decision 015). So whoever opens
 * the folder first holds an exclusive lock on a file in it for as long as it has it open. It is
 * an open-file-description lock (fcntl F_OFD_SETLK): the kernel drops it when the file is closed
 * or the process dies, even by kill -9, so no stale lock can outlive its holder, and two opens in
 * one process conflict as two processes do.
 */

const LOCK_FILE = 'xnews.lock';

/** Who has the folder, as the lock file tells the others. */
export interface DataDirHolder {
  pid: number;
  /** What it is: "the xnews server", "npm run seed", … */
  name: string;
  /** When it took the folder (ISO 8601). */
  since: string;
  /** A server's own address on this machine, once it listens. */
  url?: string;
  /**
   * A server's per-start secret for its local operator endpoints (ingest, outbox). The lock
   * file is readable by the folder's owner only, and whoever can read the folder can read the
   * whole database anyway, so this grants nothing that was not already theirs.
   */
  localToken?: string;
}

export interface DataDirLock {
  readonly dataDir: string;
  /** Adds to what the lock file says of this process (a server's address and local token). */
  describe(details: Pick<DataDirHolder, 'url' | 'localToken'>): void;
  release(): void;
}

function holderText(holder: DataDirHolder | undefined): string {
  if (!holder) return 'another process (it has not said which yet)';
  const where = holder.url ? `, serving ${holder.url}` : '';
  return `${holder.name} (pid ${holder.pid}${where}, since ${holder.since})`;
}

/** The folder is open in another process; the message says which, and what to do instead. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | undefined,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${holderText(holder)}. ` +
        'Only one process may open it at a time: stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function readHolder(path: string): DataDirHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as DataDirHolder).pid === 'number') return parsed as DataDirHolder;
  } catch {
    // Not written yet (the holder locks first, then writes) or unreadable: nothing to tell.
  }
  return undefined;
}

/**
 * Takes the folder for this process, or throws DataDirInUseError naming the process that has it.
 * The folder must exist.
 */
export function lockDataDir(dataDir: string, name: string): DataDirLock {
  const folder = resolve(dataDir);
  const path = join(folder, LOCK_FILE);
  // Read and write: an exclusive lock needs a writable descriptor; 0600 keeps the local token private.
  const fd = openSync(path, 'a+', 0o600);
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new DataDirInUseError(folder, readHolder(path));
  }
  let holder: DataDirHolder = { pid: process.pid, name, since: new Date().toISOString() };
  const write = () => {
    ftruncateSync(fd, 0);
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  };
  write();
  let open = true;
  return {
    dataDir: folder,
    describe(details) {
      holder = { ...holder, ...details };
      write();
    },
    release() {
      if (!open) return;
      open = false;
      // Emptied first, so that nobody reads a departed holder's address and token; closing drops the lock.
      ftruncateSync(fd, 0);
      closeSync(fd);
    },
  };
}
