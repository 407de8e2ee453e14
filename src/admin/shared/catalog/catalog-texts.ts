/** Texts of the Services and Products sections beyond the documented ones (src/domain/messages.ts). */
export const catalogTexts = {
  /** Under a load failure whose documented text carries no cause (a network error, a timeout): what went wrong. */
  cause: (message: string) => `Cause: ${message}`,
  retry: 'Retry',
};
