import type { FileStorage } from './file-storage';
import type { RecordStore } from './record-store';

/** What every area of the record-store repository works with. */
export type AreaContext = {
  store: RecordStore;
  files: FileStorage;
  /** The store timestamp of "now" ("YYYY-MM-DD HH:MM:SS"). */
  now: () => string;
};
