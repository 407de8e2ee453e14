import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { Repository } from '../src/data/repository';
import { RepositoryProvider } from '../src/data/RepositoryProvider';
import { now, type Instant } from './measure';

/** Drives a section as a browser would: a React root in the document, native events, no act() batching. */

export type Mounted = { container: HTMLElement; root: Root; unmount: () => void };

export function mount(element: ReactNode, repository: Repository): Mounted {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  // The sections keep their filters in the address, so they render inside a router.
  root.render(
    <MemoryRouter>
      <RepositoryProvider repository={repository}>{element}</RepositoryProvider>
    </MemoryRouter>,
  );
  return {
    container,
    root,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

/** The control whose <label> reads `text` (the filter bar wraps each control in its label). */
export function control<T extends HTMLElement>(container: HTMLElement, text: string): T {
  for (const label of container.querySelectorAll('label')) {
    if (label.firstChild?.textContent?.trim() === text) {
      const found = label.querySelector('select, input');
      if (found) return found as T;
    }
  }
  throw new Error(`No control labelled ${text}`);
}

/** Chooses an option as a user would: the value changes, then a bubbling change event reaches React. */
export function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

/**
 * Records when a file is handed to the browser: jsdom has no object URLs, so createObjectURL is stubbed and the time
 * of the call (the CSV Blob is complete at that point) is kept.
 */
export function recordObjectUrls(): Instant[] {
  const times: Instant[] = [];
  const createObjectURL = () => {
    times.push(now());
    return 'blob:http://localhost/benchmark';
  };
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined });
  // The temporary <a download> would ask jsdom to navigate, which it cannot.
  HTMLAnchorElement.prototype.click = () => undefined;
  return times;
}
