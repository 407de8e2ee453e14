import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { buildDataset, buildPageImage } from '../../../tests/support/builders';
import { memoryRepository } from '../../../tests/support/memory-repository';
import type { Repository } from '../repository';
import type { RepositoryWrite } from './repository-writes';
import { restoreMutation, undoableDeletes, type UndoableDelete } from './undo-mutations';
import type { RestoreProgress } from './undo-restore';
import type { Writer } from './writer';

/** A PNG-like file whose bytes say which one it is. */
const png = (name: string, marker: number) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, marker, marker + 1])], name, { type: 'image/png' });

function setup() {
  // Only page 1 has (static seed) images: the gallery tests upload real files.
  const dataset = () => buildDataset({ pageImages: [buildPageImage({ id: 1, page_id: 1 })] });
  const repository = memoryRepository(dataset);
  const written: RepositoryWrite[] = [];
  const writer: Writer = { repository, written: async (write) => void written.push(write) };
  const client = new QueryClient();
  const deletes = undoableDeletes(writer);
  const remove = <V,>(options: unknown, variables: V) => new MutationObserver(client, options as never).mutate(variables as never) as Promise<UndoableDelete>;
  const restore = (deleted: UndoableDelete, onProgress?: (progress: RestoreProgress) => void) =>
    new MutationObserver(client, restoreMutation(writer)).mutate({ undo: deleted.undo, onProgress });
  return { repository, deletes, remove, restore, written };
}

const bytesOf = async (repository: Repository, filename: string) =>
  [...new Uint8Array(await (await repository.files.readImage('page_images', filename)).blob.arrayBuffer())];

const pageBySlug = async (repository: Repository, slug: string) => (await repository.pages.list()).find((page) => page.slug === slug);

/** Fencing (under Manufacturing) with two uploaded images; Chain Link Fencing sits under it and shows its gallery. */
async function fencingWithGallery(repository: Repository) {
  const fencing = (await pageBySlug(repository, 'fencing'))!;
  await repository.pageImages.upload({ page_id: fencing.id, image_title: 'Gate', image_description: 'Front gate', image: png('gate.png', 1) });
  await repository.pageImages.upload({ page_id: fencing.id, image_title: 'Post', image_description: '', image: png('post.png', 7) });
  const chain = (await pageBySlug(repository, 'chain-link-fencing'))!;
  await repository.pages.update(chain.id, { ...chain, gallery_inheritance_type: 'custom', gallery_inheritance_id: fencing.id });
  return { fencing, chain };
}

describe('undo after delete', () => {
  it('puts a page back with its content, its images (same bytes, same order), the pages under it and the pages showing its gallery', async () => {
    const { repository, deletes, remove, restore, written } = setup();
    const { fencing, chain } = await fencingWithGallery(repository);
    const bytesBefore = await Promise.all((await repository.pageImages.gallery(fencing.id)).images.map((image) => bytesOf(repository, image.image_filename)));

    const deleted = await remove(deletes.page, fencing);
    expect(await pageBySlug(repository, 'fencing')).toBeUndefined();
    expect(await pageBySlug(repository, 'chain-link-fencing')).toMatchObject({ parent_id: fencing.parent_id, gallery_inheritance_type: 'none' });

    const progress: RestoreProgress[] = [];
    const report = await restore(deleted, (step) => progress.push(step));
    expect(report).toEqual({
      restored: [
        { kind: 'record', title: 'Fencing' },
        { kind: 'image', title: 'Gate' },
        { kind: 'image', title: 'Post' },
        { kind: 'child', title: 'Chain Link Fencing' },
        { kind: 'reference', title: 'Chain Link Fencing' },
      ],
      missed: [],
      error: null,
    });
    expect(progress).toEqual([0, 1, 2, 3, 4, 5].map((done) => ({ done, total: 5 })));

    const back = (await pageBySlug(repository, 'fencing'))!;
    expect(back.id).not.toBe(fencing.id);
    expect(back).toMatchObject({ title: fencing.title, content: fencing.content, parent_id: fencing.parent_id, meta_description: fencing.meta_description });
    expect(await pageBySlug(repository, 'chain-link-fencing')).toMatchObject({ id: chain.id, parent_id: back.id, gallery_inheritance_type: 'custom', gallery_inheritance_id: back.id });
    const images = (await repository.pageImages.gallery(back.id)).images;
    expect(images.map((image) => [image.page_id, image.image_title, image.image_description])).toEqual([
      [back.id, 'Gate', 'Front gate'],
      [back.id, 'Post', ''],
    ]);
    expect(await Promise.all(images.map((image) => bytesOf(repository, image.image_filename)))).toEqual(bytesBefore);
    expect(written).toEqual([{ area: 'pages', method: 'remove' }, { area: 'pages', method: 'create' }]);
  });

  it('says what was and was not restored when re-creating fails half-way, and carries on with what does not depend on it', async () => {
    const { repository, deletes, remove, restore, written } = setup();
    const { fencing, chain } = await fencingWithGallery(repository);
    const deleted = await remove(deletes.page, fencing);
    const upload = repository.pageImages.upload.bind(repository.pageImages);
    // The server refuses the first image again (a full disk, say); the second goes through.
    vi.spyOn(repository.pageImages, 'upload').mockRejectedValueOnce(new Error('Disk full')).mockImplementation(upload);

    const report = await restore(deleted);
    expect(report.error?.message).toBe('Disk full');
    expect(report.missed).toEqual([{ kind: 'image', title: 'Gate' }]);
    expect(report.restored.map((part) => `${part.kind}:${part.title}`)).toEqual(['record:Fencing', 'image:Post', 'child:Chain Link Fencing', 'reference:Chain Link Fencing']);
    const back = (await pageBySlug(repository, 'fencing'))!;
    expect((await repository.pageImages.gallery(back.id)).images.map((image) => image.image_title)).toEqual(['Post']);
    expect(await pageBySlug(repository, 'chain-link-fencing')).toMatchObject({ id: chain.id, parent_id: back.id });
    // What was stored is shown: the areas are refreshed after a partial restore too.
    expect(written.at(-1)).toEqual({ area: 'pages', method: 'create' });
  });

  it('restores nothing under a record that could not be re-created, and says so for every part', async () => {
    const { repository, deletes, remove, restore } = setup();
    const { fencing } = await fencingWithGallery(repository);
    const deleted = await remove(deletes.page, fencing);
    vi.spyOn(repository.pages, 'create').mockRejectedValueOnce(new Error('Server down'));
    const upload = vi.spyOn(repository.pageImages, 'upload');
    const report = await restore(deleted);
    expect(report.restored).toEqual([]);
    expect(report.missed.map((part) => part.kind)).toEqual(['record', 'image', 'image', 'child', 'reference']);
    expect(report.error?.message).toBe('Server down');
    expect(upload).not.toHaveBeenCalled();
    expect(await pageBySlug(repository, 'fencing')).toBeUndefined();
  });

  it('runs once however often Undo is pressed', async () => {
    const { repository, deletes, remove, restore } = setup();
    const [, second] = await repository.slider.list();
    const deleted = await remove(deletes.slide, second!);
    const create = vi.spyOn(repository.slider, 'create');
    const [first, again] = await Promise.all([restore(deleted), restore(deleted)]);
    expect(again).toBe(first);
    expect(await restore(deleted)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['slider', 'slide'],
    ['services', 'service'],
    ['products', 'product'],
  ] as const)('puts a row of %s back in its place with its fields', async (area, kind) => {
    const { repository, deletes, remove, restore, written } = setup();
    const rows = await repository[area].list();
    const middle = rows[1]!;
    const deleted = await remove(deletes[kind], middle as never);
    expect((await repository[area].list()).map((row) => row.id)).toEqual([rows[0]!.id, rows[2]!.id]);

    const report = await restore(deleted);
    expect(report.missed).toEqual([]);
    const after = await repository[area].list();
    expect(after.map((row) => row.title)).toEqual(rows.map((row) => row.title));
    const { id, ...fields } = middle;
    const back = after[1]!;
    expect(back.id).not.toBe(id);
    // Everything but the id (and the position number, which the reorder writes) is as it was.
    const { id: _newId, ...backFields } = back;
    expect({ ...backFields, display_order: undefined, sort_order: undefined }).toEqual({ ...fields, display_order: undefined, sort_order: undefined });
    expect(written.at(-1)).toEqual({ area, method: 'create' });
  });

  it('puts a navigation item back at its place with its sub-items under it again', async () => {
    const { repository, deletes, remove, restore } = setup();
    const tree = await repository.navigation.tree({ includeInactive: true });
    const manufacturing = tree.find((node) => node.slug === 'manufacturing')!;
    const fencing = manufacturing.children.find((node) => node.slug === 'fencing')!;
    expect(fencing.children.map((node) => node.title)).toEqual(['Chain Link Fencing']);

    const deleted = await remove(deletes.navigationItem, fencing);
    const moved = (await repository.navigation.tree()).find((node) => node.slug === 'manufacturing')!;
    expect(moved.children.map((node) => node.title)).toEqual(['Chain Link Fencing']);

    expect((await restore(deleted)).missed).toEqual([]);
    const back = (await repository.navigation.tree()).find((node) => node.slug === 'manufacturing')!;
    expect(back.children.map((node) => [node.title, node.order_index, node.children.map((child) => [child.title, child.order_index])])).toEqual([
      ['Fencing', fencing.order_index, [['Chain Link Fencing', 1]]],
    ]);
    expect(back.children[0]!.id).not.toBe(fencing.id);
    expect(back.children[0]!.children[0]!.id).toBe(fencing.children[0]!.id);
  });

  it('puts a gallery image back on its page with the same bytes', async () => {
    const { repository, deletes, remove, restore } = setup();
    const fencing = (await pageBySlug(repository, 'fencing'))!;
    await repository.pageImages.upload({ page_id: fencing.id, image_title: 'Gate', image_description: 'Front gate', image: png('gate.png', 3) });
    // Fencing's gallery is of type parent: only its own images are its to delete.
    const own = async () => (await repository.pageImages.gallery(fencing.id)).images.filter((image) => image.page_id === fencing.id);
    const [image] = await own();
    const bytes = await bytesOf(repository, image!.image_filename);
    const deleted = await remove(deletes.pageImage, image!);
    expect(await own()).toEqual([]);
    expect((await restore(deleted)).missed).toEqual([]);
    const [back] = await own();
    expect(back).toMatchObject({ page_id: fencing.id, image_title: 'Gate', image_description: 'Front gate' });
    expect(await bytesOf(repository, back!.image_filename)).toEqual(bytes);
  });
});
