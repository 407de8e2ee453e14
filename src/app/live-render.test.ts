import { describe, expect, it, vi } from 'vitest';
import type { Repository } from '../data/repository';
import { withInvalidation } from '../data/with-invalidation';
import { DEMO_EDITED_STORAGE_KEY, changesPublicContent, rememberDemoWrite } from './live-render';

const done = vi.fn(async () => ({ message: 'Saved' }));

/** A demo repository whose writes are remembered as start.tsx remembers them, over a plain storage. */
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
  const repository = withInvalidation(real, async (areas, write) => rememberDemoWrite(storage, areas, write));
  return { repository, edited: () => values.has(DEMO_EDITED_STORAGE_KEY) };
}

describe('which demo writes make the next page loads render live', () => {
  it('a visitor’s own message, application or brochure request leaves the prerendered pages hydrating', async () => {
    const demo = rememberedDemo();
    await demo.repository.contactSubmissions.submit({ name: 'Asha', email: 'asha@example.com', subject: 'general', message: 'Hello' } as never);
    await demo.repository.careerApplications.submit({} as never);
    await demo.repository.brochureRequests.submit({ email: 'asha@example.com' });
    await demo.repository.contactSubmissions.updateStatus(1, 'read' as never);
    await demo.repository.files.uploadImage(new File([], 'new.png'));
    expect(demo.edited()).toBe(false);
  });

  it('a content edit marks this browser’s demo as edited, and a reset to the seed data clears the mark', async () => {
    const demo = rememberedDemo();
    await demo.repository.slider.update(1, {} as never);
    expect(demo.edited()).toBe(true);
    await demo.repository.dataset.reset();
    expect(demo.edited()).toBe(false);
    await demo.repository.seo.update({} as never);
    expect(demo.edited()).toBe(true);
    await demo.repository.dataset.reset();
    await demo.repository.careerOpenings.create({} as never);
    expect(demo.edited()).toBe(true);
    await demo.repository.dataset.reset();
    await demo.repository.dataset.import({} as never);
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
