import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getConfig } from '../config';
import { App } from './App';
import { StartupError } from './StartupError';
import { createRepository } from './create-repository';
import { KioskShell } from './kiosk/KioskShell';
import { resolveKioskMode } from './kiosk/kiosk-mode';
import { registerAppWorker } from './pwa/app-updates';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import './global.css';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// The only module with side effects: read the configuration, choose the adapter (starting the MSW worker in the
// demo), then render. A start-up failure is shown, never a blank page.
async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = getConfig();
    const { repository, demo } = await createRepository(config);
    // The demo's worker also caches the app for offline use; a real deployment (demo null) registers none.
    const updates =
      demo && demo.fallbackReason === null && config.offlineWorker
        ? await registerAppWorker(config.serviceWorkerUrl, config.basePath)
        : null;
    const kiosk = resolveKioskMode(config, window.location.search, sessionStore());
    root.render(
      <StrictMode>
        <KioskShell mode={kiosk} basePath={config.basePath} updates={updates}>
          {/* A kiosk shows no demo tooling. */}
          <App repository={repository} demo={kiosk.enabled ? null : demo} />
        </KioskShell>
        <UpdatePrompt updates={updates} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupError error={error} />);
  }
}

void start();
