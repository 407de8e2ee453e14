import type { VersionedRecord } from '../../../domain/record-version';
import { versionOf } from '../../../domain/record-version';
import { isRepositoryError } from '../../../domain/repository-error';

/** What a form's save answers when the store refused it because the record changed elsewhere since it was loaded. */
export type SaveConflict = { readonly conflict: true };
export const saveConflict: SaveConflict = { conflict: true };

export function isSaveConflict(outcome: unknown): outcome is SaveConflict {
  return typeof outcome === 'object' && outcome !== null && (outcome as { conflict?: unknown }).conflict === true;
}

/** Whether a save failed because the record changed elsewhere (another tab, another administrator). */
export function isConflictError(error: unknown): boolean {
  return isRepositoryError(error) && error.kind === 'conflict';
}

/**
 * The version a save of `loaded` sends: the version of the record as the form loaded it, or none when the user chose
 * Overwrite (the store then saves over whatever it holds).
 */
export function expectedVersion(type: VersionedRecord, loaded: object | null | undefined, overwrite: boolean): string | undefined {
  return loaded && !overwrite ? versionOf(type, loaded) : undefined;
}
