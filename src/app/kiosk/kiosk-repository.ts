import { createKioskOutbox, withKioskOutbox, type KioskOutbox } from '../../data/kiosk-outbox';
import { indexedDbOutboxStore } from '../../data/kiosk-outbox-store';
import type { Repository } from '../../data/repository';

/**
 * A kiosk's repository: what visitors send without a connection waits in an outbox in this browser's IndexedDB and
 * goes out when the network returns (src/data/kiosk-outbox.ts). Loaded only for a kiosk; KioskShell starts the
 * deliveries and shows the outbox's state.
 */
export function kioskRepository(repository: Repository): { repository: Repository; outbox: KioskOutbox | null } {
  if (typeof indexedDB === 'undefined') return { repository, outbox: null };
  const outbox = createKioskOutbox({ repository, store: indexedDbOutboxStore() });
  return { repository: withKioskOutbox(repository, outbox), outbox };
}
