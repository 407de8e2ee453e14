import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../tests/support/builders';
import { createJsonServerRepository } from './create-json-server-repository';

/** A fetch that never answers until its request is aborted, as a real one does, and remembers what it was given. */
function hangingFetch() {
  const seen: { url: string; signal: AbortSignal | null | undefined }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    seen.push({ url: String(input), signal: init?.signal });
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true });
    });
  };
  return { fetch, seen };
}

const repositoryOver = (fetch: typeof globalThis.fetch) =>
  createJsonServerRepository({ baseUrl: 'http://127.0.0.1:3999', imagesBase: '/images', seed: () => buildDataset(), fetch });

describe('the json-server adapter and a cancelled read', () => {
  it('passes the read’s AbortSignal into its own request, which stops when the read is cancelled', async () => {
    const { fetch, seen } = hangingFetch();
    const controller = new AbortController();
    const read = repositoryOver(fetch).navigation.tree({ signal: controller.signal });
    await Promise.resolve();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('http://127.0.0.1:3999/navigation');
    expect(seen[0]!.signal).toBe(controller.signal);
    controller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(read).rejects.toThrow('Left the page');
    expect(seen[0]!.signal!.aborted).toBe(true);
  });

  it('sends no signal with reads nobody can cancel, and none with writes', async () => {
    const { fetch, seen } = hangingFetch();
    const repository = repositoryOver(fetch);
    void repository.products.list();
    void repository.slider.reorder([2, 1]);
    await Promise.resolve();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((request) => request.signal === undefined)).toBe(true);
  });
});
