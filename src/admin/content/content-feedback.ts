import type { MutationResult } from '../../data/repository';
import { adminMessages, serverMessages } from '../../domain/messages';
import { isRepositoryError } from '../../domain/repository-error';
import { genericFailure } from '../shared/failure-text';

export type EntityAction = 'created' | 'updated' | 'deleted';

/** The error's own text: the server's message for a RepositoryError, the runtime's otherwise. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * True when the server answered and named the problem (success:false with a message, or a broken input rule);
 * false for a request that got no usable answer (network failure, timeout, an error page, a malformed body).
 */
export function isServerAnswer(error: unknown): boolean {
  return isRepositoryError(error) && (error.kind === 'server' || error.kind === 'validation');
}

/** Success of an entity save or delete (admin spec 8): the server's text, or the created/updated/deleted text. */
export function entitySuccessText(result: MutationResult, action: EntityAction, entity: string): string {
  return result.message || serverMessages[action](entity);
}

/** 'Error: {message}' when the server said why, otherwise the generic 'Error saving {entity}' (admin spec 8). */
export function entitySaveFailureText(error: unknown, entity: string): string {
  return isServerAnswer(error)
    ? adminMessages.content.entityError(messageOf(error))
    : genericFailure(error, adminMessages.content.saveError(entity.toLowerCase()));
}

/** 'Error: {message}' when the server said why, otherwise the generic 'Error deleting {entity}' (admin spec 8). */
export function entityDeleteFailureText(error: unknown, entity: string): string {
  return isServerAnswer(error) ? adminMessages.content.entityError(messageOf(error)) : adminMessages.content.deleteError(entity.toLowerCase());
}

/** Reads a content record again (after a conflict): the stored record, or the read's error (the form reports it as a failed update). */
export async function readAgain<T>(read: () => Promise<{ data?: T; error: unknown; isError: boolean }>): Promise<T> {
  const fresh = await read();
  if (fresh.isError || fresh.data === undefined) throw fresh.error instanceof Error ? fresh.error : new Error(String(fresh.error));
  return fresh.data;
}
