/**
 * The version of the site's content. Everything cached from the stories is keyed by it, so one
 * write (an ingest) makes every copy on every instance out of date at once.
 */
export interface ContentVersion {
  current(): string;
  /** Called after stories were written: a new version, and listeners told, on every instance. */
  bump(): Promise<void>;
  /** Runs whenever the version changes, here or (with Redis) on another instance. */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

/** One instance on its own: the version lives in this process. */
export function localContentVersion(): ContentVersion {
  let version = 0;
  const listeners: (() => void)[] = [];
  return {
    current: () => String(version),
    async bump() {
      version++;
      for (const listener of listeners) listener();
    },
    onChange: (listener) => void listeners.push(listener),
    close: async () => undefined,
  };
}
