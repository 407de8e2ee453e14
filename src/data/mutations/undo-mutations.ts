import { mutationOptions } from '@tanstack/react-query';
import type { Product, Service } from '../../domain/catalog';
import type { NavigationNode } from '../../domain/navigation';
import type { Page, PageImage } from '../../domain/pages';
import type { SliderItem } from '../../domain/slider';
import { deleteNavigationItem } from '../navigation-delete';
import type { MutationResult } from '../repository';
import type { RestoreProgress, RestoreReport, Undo } from './undo-restore';
import { navigationUndo, orderedUndo, pageImageUndo, pageUndo, type OrderedRow } from './undo-snapshots';
import type { WriteMethod } from './repository-writes';
import { writeOptions, type OrderedAreaName } from './write-options';
import type { Writer } from './writer';

/** What a delete that can be undone answers: the server's answer and the Undo that puts the record back. */
export type UndoableDelete = { result: MutationResult; undo: Undo };


/**
 * Deletes that can be undone (the contract has no restore call, so an undo re-creates). Each reads what it needs to
 * put the record back first — its list's order, its children, a page's images and their bytes, which the server
 * deletes with it — then deletes as the plain remove does, and answers the Undo with the server's answer.
 */
export function undoableDeletes(writer: Writer) {
  const ordered = <Row extends OrderedRow>(area: OrderedAreaName) => orderedUndoableDelete<Row>(writer, area);
  return {
    page: writeOptions(writer, 'pages', 'remove', async (repository, page: Page): Promise<UndoableDelete> => {
      const undo = await pageUndo(repository, page);
      return { result: await repository.pages.remove(page.id), undo };
    }),
    pageImage: writeOptions(writer, 'pageImages', 'remove', async (repository, image: PageImage): Promise<UndoableDelete> => {
      const undo = await pageImageUndo(repository, image);
      return { result: await repository.pageImages.remove(image.id), undo };
    }),
    /** Its sub-items move up under its parent first (navigation-delete.ts); the Undo moves them back. */
    navigationItem: writeOptions(
      writer,
      'navigation',
      'remove',
      async (repository, item: NavigationNode): Promise<UndoableDelete> => {
        const undo = navigationUndo(repository, item);
        await deleteNavigationItem(repository, item);
        return { result: { message: '' }, undo };
      },
      { steps: true },
    ),
    slide: ordered<SliderItem>('slider'),
    service: ordered<Service>('services'),
    product: ordered<Product>('products'),
  };
}

/** The delete of a slide, service or product that can be undone, for a screen generic over those areas (catalogue). */
export function orderedUndoableDelete<Row extends OrderedRow>(writer: Writer, area: OrderedAreaName) {
  // Every ordered area has remove (repository-writes.ts); TypeScript cannot see it through the union.
  return writeOptions(writer, area, 'remove' as WriteMethod<OrderedAreaName>, async (repository, row: Row): Promise<UndoableDelete> => {
    const undo = await orderedUndo(repository, area, row);
    return { result: await repository[area].remove(row.id), undo };
  });
}

/** What Undo runs: the restore, with its progress told as it goes. */
export type RestoreRequest = { undo: Undo; onProgress?: (progress: RestoreProgress) => void };

/**
 * The Undo itself, as a mutation: it runs the Undo's restore (once however often it is pressed) and refreshes the
 * areas it wrote to, whether every step succeeded or not, since a half-done restore has stored some of them.
 */
export function restoreMutation(writer: Writer) {
  return mutationOptions<RestoreReport, Error, RestoreRequest>({
    mutationKey: ['undo', 'restore'],
    mutationFn: ({ undo, onProgress }) => undo.restore(onProgress),
    onSettled: (_report, _error, { undo }) => writer.written(undo.write),
  });
}
