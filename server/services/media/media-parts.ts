import type { MediaCopier } from './media-copier';
import type { MediaStore } from './media-store';

/** What an API instance needs of the media pipeline (decision 035). */
export interface MediaParts {
  store: MediaStore;
  /** Woken by each ingest and correction; without one, queued images wait for an instance that has one. */
  copier?: MediaCopier;
}
