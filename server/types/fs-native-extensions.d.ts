/** The part of fs-native-extensions we use: open-file-description locks (fcntl F_OFD_SETLK on Linux). */
declare module 'fs-native-extensions' {
  /** True when the lock was granted, false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
