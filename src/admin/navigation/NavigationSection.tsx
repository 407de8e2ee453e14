import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { undoableDeletes } from '../../data/mutations/undo-mutations';
import { useWriter } from '../../data/mutations/writer';
import { useRepository } from '../../data/repository-context';
import { adminNavigationTreeQueryOptions } from '../../data/queries/structure-queries';
import { sectionLabel } from '../shell/sections';
import { adminMessages } from '../../domain/messages';
import type { NavigationNode } from '../../domain/navigation';
import { flattenNavigation } from '../../domain/navigation-tree';
import { Alert } from '../../ui/Alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notify } from '../../ui/notices';
import { Spinner } from '../../ui/Spinner';
import { failureMessage } from '../pages/failure-message';
import { OrderSavingStatus } from '../shared/sortable/OrderSavingStatus';
import { UndoNotice } from '../shared/undo/UndoNotice';
import { useUndo } from '../shared/undo/use-undo';
import { HeaderFitNote } from './HeaderFitNote';
import { NavigationFormModal } from './NavigationFormModal';
import styles from './NavigationSection.module.css';
import { navigationTexts } from './navigation-texts';
import { NavigationTree } from './NavigationTree';
import { useNavigationReorder } from './use-navigation-reorder';

const LABEL = sectionLabel('navigation');

/** The delete question, naming the sub-items that move up a level and where they go. */
function deleteMessage(item: NavigationNode, tree: readonly NavigationNode[]): string {
  if (item.children.length === 0) return adminMessages.confirmDelete('navigation item');
  const parent = flattenNavigation(tree).find((node) => node.id === item.parent_id);
  return adminMessages.navigation.confirmDeleteWithChildren(
    item.children.map((child) => child.title),
    parent?.title ?? null,
  );
}

/** Navigation Management (admin spec 2): the item tree, the add/edit modal and delete. */
export function NavigationSection() {
  const repository = useRepository();
  const tree = useQuery(adminNavigationTreeQueryOptions(repository));
  // null: no form open; { item: null }: adding; { item }: editing.
  const [editing, setEditing] = useState<{ item: NavigationNode | null } | null>(null);
  const [deleting, setDeleting] = useState<NavigationNode | null>(null);
  // Deleting moves the item's sub-items up first (navigation-delete.ts), all in the one mutation; Undo moves them back.
  const removal = useMutation(undoableDeletes(useWriter()).navigationItem);
  const undo = useUndo();
  const busy = removal.isPending;
  // Items whose sub-items are folded away; everything is unfolded at first. Kept by id, here above the tree, so a
  // reorder, a refetch or a save leaves every item folded as it was.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const order = useNavigationReorder(tree.data, (error) =>
    notify(failureMessage(error, navigationTexts.orderFailed, navigationTexts.orderError), 'error'),
  );
  const parents = tree.isSuccess ? flattenNavigation(tree.data).filter((node) => node.children.length > 0) : [];
  const toggle = (node: NavigationNode) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(node.id)) next.add(node.id);
      return next;
    });
  // The item last saved as inactive: if the reloaded tree no longer holds it, the server hides inactive items.
  const [deactivated, setDeactivated] = useState<{ id: number; title: string } | null>(null);
  const hiddenByServer =
    deactivated !== null && tree.isSuccess && !flattenNavigation(tree.data).some((node) => node.id === deactivated.id)
      ? deactivated
      : null;
  // Once an item saved as inactive went missing, this server ignores include_inactive=1: a delete question says what
  // that means for sub-items it hides (they cannot be moved up first).
  const [hidesInactive, setHidesInactive] = useState(false);
  if (hiddenByServer && !hidesInactive) setHidesInactive(true);

  const remove = async (item: NavigationNode) => {
    try {
      const deleted = await removal.mutateAsync(item);
      notify(adminMessages.navigation.deleted, 'success');
      undo.offer(deleted.undo, 'navigation item');
    } catch (error) {
      notify(failureMessage(error, adminMessages.navigation.deleteFailed, adminMessages.navigation.deleteError), 'error');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className={styles.section}>
      <header className={styles.header}>
        <h2 className={styles.heading}>{LABEL}</h2>
        <button type="button" className="btn btn--primary" onClick={() => setEditing({ item: null })}>
          {navigationTexts.addItem}
        </button>
      </header>
      {tree.isPending ? <Spinner label={navigationTexts.loading} /> : null}
      {tree.isError ? (
        <Alert tone="error">
          {navigationTexts.loadFailed(tree.error.message)}{' '}
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void tree.refetch()}>
            {navigationTexts.retry}
          </button>
        </Alert>
      ) : null}
      {hiddenByServer ? <Alert tone="info">{navigationTexts.inactiveHidden(hiddenByServer.title)}</Alert> : null}
      {tree.isSuccess && tree.data.length === 0 ? <p className={styles.empty}>{adminMessages.navigation.empty}</p> : null}
      {order.displayed && order.displayed.length > 0 ? <HeaderFitNote tree={order.displayed} /> : null}
      {parents.length > 0 ? (
        <div className={styles.treeTools}>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setCollapsed(new Set())} disabled={collapsed.size === 0}>
            {navigationTexts.expandAll}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => setCollapsed(new Set(parents.map((node) => node.id)))}
            disabled={parents.every((node) => collapsed.has(node.id))}
          >
            {navigationTexts.collapseAll}
          </button>
        </div>
      ) : null}
      {order.displayed && order.displayed.length > 0 ? (
        <>
          <NavigationTree
            nodes={order.displayed}
            label={navigationTexts.treeLabel}
            onEdit={(item) => setEditing({ item })}
            onDelete={setDeleting}
            collapsed={collapsed}
            onToggle={toggle}
            onReorder={order.reorder}
          />
          <OrderSavingStatus pending={order.isPending} />
        </>
      ) : null}
      {editing ? (
        <NavigationFormModal
          item={editing.item}
          tree={tree.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(message, saved) => {
            setEditing(null);
            notify(message, 'success');
            setDeactivated(saved.id !== null && !saved.isActive ? { id: saved.id, title: saved.title } : null);
          }}
        />
      ) : null}
      <UndoNotice view={undo.view} onUndo={() => void undo.undo()} onDismiss={undo.dismiss} onHold={undo.hold} />
      <ConfirmDialog
        open={deleting !== null}
        message={
          deleting
            ? [deleteMessage(deleting, tree.data ?? []), hidesInactive ? navigationTexts.hiddenSubItems(deleting.title) : ''].filter(Boolean).join(' ')
            : ''
        }
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
