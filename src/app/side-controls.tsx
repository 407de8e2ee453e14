import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CreatedRepository } from './create-repository';
import { DemoControls } from './DemoControls';
import type { KioskMode } from './kiosk/kiosk-mode';
import type { AppUpdates } from './pwa/app-updates';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { QueryDevtools } from './QueryDevtools';

/** What runs beside the site in its own root: the update prompt, the demo's scenario switcher, the query devtools. */
export function renderSideControls(queryClient: QueryClient, demo: CreatedRepository['demo'], kiosk: KioskMode, updates: AppUpdates | null) {
  const container = document.createElement('div');
  container.id = 'side-controls';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UpdatePrompt updates={updates} />
        {/* A kiosk shows no demo tooling. */}
        {demo && !kiosk.enabled ? <DemoControls demo={demo} /> : null}
        <QueryDevtools />
      </QueryClientProvider>
    </StrictMode>,
  );
}

