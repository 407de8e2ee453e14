import styles from './Sortable.module.css';

/** Said while a new order is on its way to the store (its rows already show in it). */
export const SAVING_ORDER = 'Saving the new order...';

/**
 * The live region of a reorderable list: it says "Saving the new order..." until the store has the order and the list
 * was read back (useReorder's isPending), and is visually hidden the rest of the time, so it takes no room.
 */
export function OrderSavingStatus({ pending }: { pending: boolean }) {
  return (
    <p className={pending ? styles.orderStatus : 'visually-hidden'} role="status">
      {pending ? SAVING_ORDER : ''}
    </p>
  );
}
