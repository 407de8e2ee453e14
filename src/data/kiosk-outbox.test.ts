// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMessages } from '../domain/messages';
import { RepositoryError } from '../domain/repository-error';
import type { ContactSubmissionInput } from '../domain/submissions';
import { RETRY_CHECK_MS, createKioskOutbox, retryDelayMs, withKioskOutbox, type KioskOutbox } from './kiosk-outbox';
import { indexedDbOutboxStore, type OutboxStore } from './kiosk-outbox-store';
import type { Repository } from './repository';

const message: ContactSubmissionInput = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  company: '',
  subject: 'general-inquiry',
  message: 'Please call me about fencing.',
};

/** A repository whose two public sends answer as `answer` says (a function per call). */
function fakeRepository(answer: () => Promise<{ message: string }>) {
  const contact = vi.fn((input: ContactSubmissionInput) => {
    void input;
    return answer();
  });
  const brochure = vi.fn(() => answer());
  const repository = {
    contactSubmissions: { submit: contact, list: vi.fn() },
    brochureRequests: { submit: brochure },
    pages: { list: vi.fn() },
  } as unknown as Repository;
  return { repository, contact, brochure };
}

const offlineError = () => new RepositoryError('network', 'Failed to fetch');

describe('the kiosk outbox', () => {
  let store: OutboxStore;
  let online: boolean;
  let clock: number;
  let ids: number;
  const outboxFor = (repository: Repository, options: { store?: OutboxStore } = {}): KioskOutbox =>
    createKioskOutbox({ repository, store: options.store ?? store, isOnline: () => online, now: () => clock, newId: () => `item-${++ids}` });

  beforeEach(() => {
    // A fresh browser database per test.
    store = indexedDbOutboxStore(new IDBFactory());
    online = true;
    clock = 1_000_000;
    ids = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps a message sent offline, answers honestly, and delivers it once the network returns', async () => {
    const { repository, contact } = fakeRepository(async () => ({ message: 'Thank you for contacting us! We will get back to you within 24 hours.' }));
    const outbox = outboxFor(repository);
    const kiosk = withKioskOutbox(repository, outbox, () => online);

    online = false;
    const answer = await kiosk.contactSubmissions.submit(message);
    expect(answer).toEqual({ message: appMessages.kioskContactSaved, queued: true });
    expect(contact).not.toHaveBeenCalled();
    expect(outbox.status().waiting).toBe(1);
    // Durable: another outbox on the same database (the page after a reset) finds it.
    expect(await store.all()).toMatchObject([{ id: 'item-1', kind: 'contact', input: message, attempts: 0 }]);

    await outbox.flush({ force: true });
    expect(contact).not.toHaveBeenCalled();

    online = true;
    await outbox.flush({ force: true });
    expect(contact).toHaveBeenCalledTimes(1);
    expect(contact).toHaveBeenCalledWith(message);
    expect(await store.all()).toEqual([]);
    expect(outbox.status()).toMatchObject({ waiting: 0, lastAttemptAt: clock, lastError: null });
  });

  it('sends at once when online; a request that got no answer is kept instead of failing', async () => {
    let fail = false;
    const { repository, contact } = fakeRepository(async () => {
      if (fail) throw offlineError();
      return { message: 'Sent.' };
    });
    const outbox = outboxFor(repository);
    const kiosk = withKioskOutbox(repository, outbox, () => online);
    expect(await kiosk.contactSubmissions.submit(message)).toEqual({ message: 'Sent.' });
    expect(await store.all()).toEqual([]);

    fail = true;
    expect(await kiosk.brochureRequests.submit({ email: 'b@example.com' })).toEqual({ message: appMessages.kioskBrochureSaved, queued: true });
    expect(await store.all()).toMatchObject([{ kind: 'brochure', input: { email: 'b@example.com' } }]);
    expect(contact).toHaveBeenCalledTimes(1);
  });

  it('leaves a refusal and a timeout of a live send to the form, keeping nothing', async () => {
    const { repository } = fakeRepository(async () => {
      throw new RepositoryError('validation', 'Message is required');
    });
    const kiosk = withKioskOutbox(repository, outboxFor(repository), () => online);
    await expect(kiosk.contactSubmissions.submit(message)).rejects.toThrow('Message is required');
    expect(await store.all()).toEqual([]);
  });

  it('retries with backoff while the connection fails, and never delivers an item twice', async () => {
    let fail = true;
    const { repository, contact } = fakeRepository(async () => {
      if (fail) throw offlineError();
      return { message: 'Sent.' };
    });
    const outbox = outboxFor(repository);
    online = false;
    await withKioskOutbox(repository, outbox, () => online).contactSubmissions.submit(message);
    await withKioskOutbox(repository, outbox, () => online).contactSubmissions.submit({ ...message, name: 'Second Visitor' });
    online = true;

    await outbox.flush({ force: true });
    // The first failed: the second waits as well; the failure is recorded for staff.
    expect(contact).toHaveBeenCalledTimes(1);
    expect(outbox.status()).toMatchObject({ waiting: 2, lastAttemptAt: clock, lastError: 'Failed to fetch' });
    const [first] = await store.all();
    expect(first).toMatchObject({ attempts: 1, nextAttemptAt: clock + retryDelayMs(1) });

    // Not due yet: the periodic check leaves it.
    clock += retryDelayMs(1) - 1;
    await outbox.flush();
    expect(contact).toHaveBeenCalledTimes(1);

    clock += 1;
    fail = false;
    // Two checks at the same moment (the online event and the timer): each item goes out once.
    await Promise.all([outbox.flush(), outbox.flush({ force: true }), outbox.flush()]);
    expect(contact).toHaveBeenCalledTimes(3);
    expect(contact.mock.calls.map(([input]) => input.name)).toEqual(['Asha Rao', 'Asha Rao', 'Second Visitor']);
    expect(await store.all()).toEqual([]);
    expect(outbox.status()).toMatchObject({ waiting: 0, refused: 0, lastError: null });
  });

  it('keeps an item the server refuses for staff to see, without sending it again', async () => {
    const { repository, contact } = fakeRepository(async () => {
      throw new RepositoryError('server', 'Invalid e-mail address');
    });
    const outbox = outboxFor(repository);
    online = false;
    await withKioskOutbox(repository, outbox, () => online).contactSubmissions.submit(message);
    online = true;
    await outbox.flush({ force: true });
    await outbox.flush({ force: true });
    expect(contact).toHaveBeenCalledTimes(1);
    expect(outbox.status()).toMatchObject({ waiting: 0, refused: 1, lastError: 'Invalid e-mail address' });
  });

  it('doubles the wait after each failure, up to five minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });

  it('delivers what an earlier page kept when it starts, on the online event and on its timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { repository, contact } = fakeRepository(async () => ({ message: 'Sent.' }));
      online = false;
      await withKioskOutbox(repository, outboxFor(repository), () => online).contactSubmissions.submit(message);

      // The next page (after an idle reset) starts its own outbox on the same database, still offline.
      const outbox = outboxFor(repository);
      const changed = vi.fn();
      outbox.subscribe(changed);
      const stop = outbox.start();
      await expect.poll(() => outbox.status().waiting).toBe(1);
      expect(contact).not.toHaveBeenCalled();

      // Back online without an event (the network came back unnoticed): the periodic check delivers it.
      online = true;
      await vi.advanceTimersByTimeAsync(RETRY_CHECK_MS);
      await expect.poll(() => contact).toHaveBeenCalledTimes(1);
      await expect.poll(() => outbox.status().waiting).toBe(0);
      expect(changed).toHaveBeenCalled();

      // The online event delivers at once.
      online = false;
      await withKioskOutbox(repository, outbox, () => online).contactSubmissions.submit({ ...message, name: 'Later Visitor' });
      online = true;
      window.dispatchEvent(new Event('online'));
      await expect.poll(() => contact).toHaveBeenCalledTimes(2);
      await expect.poll(() => outbox.status().waiting).toBe(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
