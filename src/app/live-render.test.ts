import { MutationObserver, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { careerApplicationMutations, careerOpeningMutations } from '../data/mutations/career-mutations';
import { datasetMutations } from '../data/mutations/dataset-mutations';
import { fileMutations } from '../data/mutations/file-mutations';
import { seoMutations } from '../data/mutations/seo-mutations';
import { sliderMutations } from '../data/mutations/slider-mutations';
import { brochureRequestMutations, contactSubmissionMutations } from '../data/mutations/submission-mutations';
import { createWriter } from '../data/mutations/writer';
import type { Repository } from '../data/repository';
import { DEMO_EDITED_STORAGE_KEY, changesPublicContent, rememberDemoWrite } from './live-render';

const done = vi.fn(async () => ({ message: 'Saved' }));

/** A demo whose writes go through the mutation layer and are remembered as start.tsx remembers them, over a plain storage. */
function rememberedDemo() {
  const values = new Map<string, string>();
  const storage = { setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
  const real = {
    contactSubmissions: { submit: done, updateStatus: done },
    careerApplications: { submit: done },
    brochureRequests: { submit: done },
    files: { uploadImage: vi.fn(async () => ({ filename: 'new.png', message: 'Uploaded' })) },
    slider: { update: done },
    seo: { update: done },
    careerOpenings: { create: done },
    dataset: { reset: vi.fn(async () => undefined), import: vi.fn(async () => undefined) },
  } as unknown as Repository;
  const client = new QueryClient();
  const writer = createWriter(real, client, { onWrite: (areas, write) => rememberDemoWrite(storage, areas, write), broadcast: () => undefined });
  const run = <R, V>(options: UseMutationOptions<R, Error, V>, variables: V) => new MutationObserver(client, options).mutate(variables);
  const repository = {
    contactSubmissions: contactSubmissionMutations(writer),
    careerApplications: careerApplicationMutations(writer),
    brochureRequests: brochureRequestMutations(writer),
    files: fileMutations(writer),
    slider: sliderMutations(writer),
    seo: seoMutations(writer),
    careerOpenings: careerOpeningMutations(writer),
    dataset: datasetMutations(writer),
  };
  return { repository, run, edited: () => values.has(DEMO_EDITED_STORAGE_KEY) };
}

describe('which demo writes make the next page loads render live', () => {
  it('a visitor’s own message, application or brochure request leaves the prerendered pages hydrating', async () => {
    const demo = rememberedDemo();
    const { repository, run } = demo;
    await run(repository.contactSubmissions.submit, { name: 'Asha', email: 'asha@example.com', subject: 'general', message: 'Hello' } as never);
    await run(repository.careerApplications.submit, {} as never);
    await run(repository.brochureRequests.submit, { email: 'asha@example.com' });
    await run(repository.contactSubmissions.updateStatus, { id: 1, status: 'read' });
    await run(repository.files.uploadImage, new File([], 'new.png'));
    expect(demo.edited()).toBe(false);
  });

  it('a content edit marks this browser’s demo as edited, and a reset to the seed data clears the mark', async () => {
    const demo = rememberedDemo();
    const { repository, run } = demo;
    await run(repository.slider.update, { id: 1, input: {} as never });
    expect(demo.edited()).toBe(true);
    await run(repository.dataset.reset, undefined as void);
    expect(demo.edited()).toBe(false);
    await run(repository.seo.update, {} as never);
    expect(demo.edited()).toBe(true);
    await run(repository.dataset.reset, undefined as void);
    await run(repository.careerOpenings.save, { id: null, input: {} as never });
    expect(demo.edited()).toBe(true);
    await run(repository.dataset.reset, undefined as void);
    await run(repository.dataset.import, { dataset: {} as never });
    expect(demo.edited()).toBe(true);
  });

  it('counts only areas a public page shows as public content', () => {
    expect(changesPublicContent(['contactSubmissions', 'dashboard'])).toBe(false);
    expect(changesPublicContent(['navigation', 'pages', 'dashboard'])).toBe(true);
  });

  it('without storage the write still succeeds', async () => {
    expect(() => rememberDemoWrite(null, ['slider'], { area: 'slider', method: 'update' })).not.toThrow();
    const throwing = { setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => rememberDemoWrite(throwing, ['slider'], { area: 'slider', method: 'update' })).not.toThrow();
  });
});
