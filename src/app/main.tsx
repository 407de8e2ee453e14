import './schemas-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getConfig } from '../config';
import { App } from './App';
import { StartupError } from './StartupError';
import { createRepository } from './create-repository';
import './global.css';

// The only module with side effects: read the configuration, choose the adapter (starting the MSW worker in the
// demo), then render. A start-up failure is shown, never a blank page.
async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const { repository, demo } = await createRepository(getConfig());
    root.render(
      <StrictMode>
        <App repository={repository} demo={demo} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupError error={error} />);
  }
}

void start();
