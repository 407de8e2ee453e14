import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { undoableDeletes } from '../../data/mutations/undo-mutations';
import { useWriter } from '../../data/mutations/writer';
import { formatSiteTime } from '../../data/site-time';
import { useRepository } from '../../data/repository-context';
import { pagesQueryOptions } from '../../data/queries/structure-queries';
import { sectionLabel } from '../shell/sections';
import { UndoNotice } from '../shared/undo/UndoNotice';
import { useUndo } from '../shared/undo/use-undo';
import { galleryLabel, pagesBorrowingGallery } from '../../domain/gallery';
import { adminMessages } from '../../domain/messages';
import type { Page } from '../../domain/pages';
import { includesText } from '../../domain/filters';
import { foldText } from '../../domain/slug';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { notify } from '../../ui/notices';
import { Spinner } from '../../ui/Spinner';
import { focusAfterRemoval } from '../../ui/use-heading-focus';
import { failureMessage } from './failure-message';
import { PageFormModal } from './PageFormModal';
import styles from './PagesSection.module.css';
import { pagesTexts } from './pages-texts';

const LABEL = sectionLabel('pages');
/** Pages per table page: a site with hundreds of pages stays one screen at a time. */
const PAGES_PER_PAGE = 25;

/** The pages whose title or slug holds the search text, whatever its case and accents (Café matches cafe). */
export function matchPages(pages: readonly Page[], search: string): readonly Page[] {
  return search.trim() ? pages.filter((page) => includesText([page.title, page.slug], search, foldText)) : pages;
}

/** The delete question, naming the pages whose custom gallery shows the page being deleted. */
function deleteQuestion(page: Page | null, pages: readonly Page[]): string {
  const borrowing = page ? pagesBorrowingGallery(pages, page.id).map((p) => p.title) : [];
  return borrowing.length > 0 ? adminMessages.pages.confirmDeleteBorrowed(borrowing) : adminMessages.confirmDelete('page');
}

/** Page Management (admin spec 2): the pages table, the add/edit modal with its gallery, and delete. */
export function PagesSection() {
  const repository = useRepository();
  const pages = useQuery(pagesQueryOptions(repository));
  // null: no form open; { page: null }: adding; { page }: editing.
  const [editing, setEditing] = useState<{ page: Page | null } | null>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);
  // Reads the page's images (their bytes too), the pages under it and those showing its gallery first: Undo needs them.
  const removal = useMutation(undoableDeletes(useWriter()).page);
  const undo = useUndo();
  const busy = removal.isPending;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Bumped after a page is created: the table starts again in the stored order, on its last page, where the new
  // page is (a new page is stored last).
  const [listVersion, setListVersion] = useState(0);
  const addButton = useRef<HTMLButtonElement>(null);
  // The Delete button pressed: focus goes from its row to the next one once the page is deleted.
  const deleteButton = useRef<HTMLElement | null>(null);
  const shown = useMemo(() => matchPages(pages.data ?? [], search), [pages.data, search]);

  const remove = async (page: Page) => {
    const keepFocus = deleteButton.current ? focusAfterRemoval(deleteButton.current, () => addButton.current) : undefined;
    try {
      const deleted = await removal.mutateAsync(page);
      notify(adminMessages.pages.deleted, 'success');
      undo.offer(deleted.undo, 'page');
    } catch (error) {
      keepFocus?.();
      notify(failureMessage(error, adminMessages.pages.deleteFailed, adminMessages.pages.deleteError), 'error');
    } finally {
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<Page>[] = [
    { key: 'title', header: 'Title', cell: (page) => page.title, sortValue: (page) => page.title },
    { key: 'slug', header: 'Slug', cell: (page) => <code>{page.slug}</code>, sortValue: (page) => page.slug },
    { key: 'gallery', header: 'Gallery Source', cell: (page) => galleryLabel(page), sortValue: (page) => galleryLabel(page) },
    {
      key: 'status',
      header: 'Status',
      cell: (page) => <Badge tone={page.is_active ? 'success' : 'neutral'}>{page.is_active ? pagesTexts.active : pagesTexts.inactive}</Badge>,
      sortValue: (page) => (page.is_active ? pagesTexts.active : pagesTexts.inactive),
    },
    { key: 'created', header: 'Created', cell: (page) => formatSiteTime(page.created_at), sortValue: (page) => Date.parse(page.created_at) || 0 },
    {
      key: 'actions',
      header: 'Actions',
      className: styles.actions,
      cell: (page) => (
        <div className={styles.buttons}>
          <button type="button" className="btn btn--secondary btn--small" aria-label={`Edit ${page.title}`} onClick={() => setEditing({ page })}>
            Edit
          </button>
          <button type="button" className="btn btn--danger btn--small" aria-label={`Delete ${page.title}`}
            onClick={(event) => {
              deleteButton.current = event.currentTarget;
              setDeleting(page);
            }}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className={styles.section}>
      <header className={styles.header}>
        <h2 className={styles.heading}>{LABEL}</h2>
        <button ref={addButton} type="button" className="btn btn--primary" onClick={() => setEditing({ page: null })}>
          {pagesTexts.addPage}
        </button>
      </header>
      {pages.isPending ? <Spinner label={pagesTexts.loading} /> : null}
      {pages.isError ? (
        <Alert tone="error">
          {pagesTexts.loadFailed(pages.error.message)}{' '}
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void pages.refetch()}>
            {pagesTexts.retry}
          </button>
        </Alert>
      ) : null}
      {pages.isSuccess ? (
        <>
          <div className={styles.tools}>
            <label className={styles.search}>
              {pagesTexts.search}
              <input
                type="search"
                className="form-control"
                placeholder={pagesTexts.searchPlaceholder}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
            </label>
            <p className={styles.shown} role="status">
              {pagesTexts.shown(shown.length, pages.data.length)}
            </p>
          </div>
          <DataTable
            key={listVersion}
            caption="Pages"
            columns={columns}
            rows={shown}
            rowKey={(row) => row.id}
            empty={search.trim() && pages.data.length > 0 ? pagesTexts.noMatch : adminMessages.pages.empty}
            pageSize={PAGES_PER_PAGE}
            page={page}
            onPageChange={setPage}
            stacked
          />
        </>
      ) : null}
      {editing ? (
        <PageFormModal
          page={editing.page}
          pages={pages.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            if (editing.page === null) {
              setSearch('');
              setListVersion((version) => version + 1);
              // Past the end on purpose: the table shows its last page.
              setPage(Number.MAX_SAFE_INTEGER);
            }
            setEditing(null);
            notify(message, 'success');
          }}
        />
      ) : null}
      <UndoNotice view={undo.view} onUndo={() => void undo.undo()} onDismiss={undo.dismiss} onHold={undo.hold} />
      <ConfirmDialog
        open={deleting !== null}
        message={deleteQuestion(deleting, pages.data ?? [])}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
