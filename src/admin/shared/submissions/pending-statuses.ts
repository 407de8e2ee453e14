/** The statuses being saved, by row id: `status` set for `id`, or the entry removed once the answer is in (null). */
export function withPendingStatus<S>(pending: ReadonlyMap<number, S>, id: number, status: S | null): ReadonlyMap<number, S> {
  const next = new Map(pending);
  if (status === null) next.delete(id);
  else next.set(id, status);
  return next;
}
