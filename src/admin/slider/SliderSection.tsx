import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { sliderMutations } from '../../data/mutations/slider-mutations';
import { undoableDeletes } from '../../data/mutations/undo-mutations';
import { useReorder } from '../../data/mutations/use-reorder';
import { useWriter } from '../../data/mutations/writer';
import { listQueryOptions } from '../../data/queries/list-queries';
import { useRepository } from '../../data/repository-context';
import { MAX_SLIDER_ITEMS } from '../../domain/constants';
import { adminMessages } from '../../domain/messages';
import type { SliderItem } from '../../domain/slider';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { focusAfterRemoval } from '../../ui/use-heading-focus';
import { OrderSavingStatus } from '../shared/sortable/OrderSavingStatus';
import { UndoNotice } from '../shared/undo/UndoNotice';
import { useUndo } from '../shared/undo/use-undo';
import { SortableList } from '../shared/sortable/SortableList';
import { SliderCard } from './SliderCard';
import { SliderItemModal } from './SliderItemModal';
import { showSliderMessage } from './slider-message';
import { toggledInput } from './slider-form';
import styles from './Slider.module.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** Slider Management (admin spec 2, 4, 5, 8, 9): the homepage slides, at most five, in the order the home shows them. */
export function SliderSection() {
  const repository = useRepository();
  const list = useQuery(listQueryOptions(repository, 'slider'));
  // undefined: no dialog; null: adding; an item: editing it.
  const [editing, setEditing] = useState<SliderItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SliderItem | null>(null);
  const writer = useWriter();
  const slides = sliderMutations(writer);
  const toggleStatus = useMutation(slides.update);
  // Reads the slides' order first: Undo re-creates the slide in its place.
  const remove = useMutation(undoableDeletes(writer).slide);
  const undo = useUndo();
  const busy = toggleStatus.isPending || remove.isPending;
  const items = list.data ?? [];
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  // The Delete button pressed: focus goes from its card to the next one once the slide is deleted.
  const deleteButton = useRef<HTMLElement | null>(null);

  const add = () => {
    if (items.length >= MAX_SLIDER_ITEMS) showSliderMessage(adminMessages.slider.maxItems);
    else setEditing(null);
  };

  // Saved at once; a failed save is only logged (admin spec 8) and the stored order comes back.
  const reorder = useReorder<SliderItem>('slider', {
    atPosition: (item, position) => ({ ...item, display_order: position }),
    onFailed: (error) => console.error('Error updating slider order:', error),
  });

  /** Runs a write and says how it went; answers whether it was done. */
  const run = async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await action();
      showSliderMessage(success);
      return true;
    } catch (error) {
      showSliderMessage(adminMessages.slider.error(messageOf(error)));
      return false;
    }
  };

  // The card stays where it is and its button keeps the focus (busy, not disabled): it now reads Activate.
  const toggle = (item: SliderItem) => {
    if (!busy) void run(() => toggleStatus.mutateAsync({ id: item.id, input: toggledInput(item) }), adminMessages.slider.statusUpdated);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const keepFocus = deleteButton.current ? focusAfterRemoval(deleteButton.current, () => addButton.current) : undefined;
    const deleted = deleting;
    const done = await run(async () => undo.offer((await remove.mutateAsync(deleted)).undo, 'slide'), adminMessages.slider.deleted);
    if (!done) keepFocus?.();
    setDeleting(null);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId}>Slider Management</h2>
        {/* The count only once the list is known: 0/5 before the answer (or after a failure) would be untrue. */}
        {list.isSuccess ? (
          <p className={styles.count}>
            Slider items: <strong>{adminMessages.slider.count(items.length, MAX_SLIDER_ITEMS)}</strong>
          </p>
        ) : null}
        <button ref={addButton} type="button" className="btn btn--primary" onClick={add} disabled={!list.isSuccess}>
          Add Slider Item
        </button>
      </header>

      {list.isPending ? <Spinner label={adminMessages.slider.loading} /> : null}
      {list.isError ? <Alert tone="error">{adminMessages.slider.loadFailed(list.error.message)}</Alert> : null}
      {list.isSuccess && items.length === 0 ? <p className={styles.empty}>{adminMessages.slider.empty}</p> : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label="Slider items">
          <SortableList
            items={items}
            getId={(item) => item.id}
            getLabel={(item) => item.title}
            onReorder={(next) => reorder.mutate(next)}
            renderItem={(item, controls) => (
              <SliderCard
                item={item}
                controls={controls}
                busy={busy}
                onToggle={toggle}
                onEdit={setEditing}
                onDelete={(slide, button) => {
                  deleteButton.current = button;
                  setDeleting(slide);
                }}
              />
            )}
          />
        </ul>
      ) : null}
      {items.length > 0 ? <OrderSavingStatus pending={reorder.isPending} /> : null}

      {editing !== undefined ? (
        <SliderItemModal
          key={editing?.id ?? 'new'}
          item={editing}
          nextDisplayOrder={items.reduce((last, slide) => Math.max(last, slide.display_order), 0) + 1}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            showSliderMessage(message);
          }}
        />
      ) : null}

      <UndoNotice view={undo.view} onUndo={() => void undo.undo()} onDismiss={undo.dismiss} onHold={undo.hold} />
      <ConfirmDialog
        open={deleting !== null}
        message={adminMessages.slider.confirmDelete}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
