import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAdminSession } from '../../src/admin/shell/session';
import { resetNotices } from '../../src/ui/notices';

// Screens load through HTTP -> MSW -> IndexedDB; on a loaded 2-core CI machine the first answer can take seconds.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; the app feature-detects some of them, tests spy on the others.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    // Like browsers: focus moves into the dialog, to its first focusable control.
    this.querySelector<HTMLElement>('[autofocus], button, input, select, textarea, a[href], [tabindex]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
let objectUrls = 0;
if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = () => `blob:test/${++objectUrls}`;
  URL.revokeObjectURL = () => undefined;
}

// A click on a download link would make jsdom try to navigate to the blob URL; browsers save the file instead.
// Tests read what was saved through a spy on URL.createObjectURL.
document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
    if (link) event.preventDefault();
  },
  true,
);

// A story started by a component test (tests/support/stories.tsx) may leave the clock its form story moved
// (.storybook/fill-time.ts): Storybook only puts it back when the next story loads. Every test starts on the real clock.
const realDateNow = Date.now;

afterEach(() => {
  cleanup();
  if (!vi.isMockFunction(Date.now)) Date.now = realDateNow;
  resetNotices();
  resetAdminSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
