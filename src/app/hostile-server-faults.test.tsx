import { configure, screen, waitFor } from '@testing-library/react';
import { createHttpRepository } from '../../adapters/http/create-http-repository';
import { signInAsAdmin } from '../../tests/support/admin-session';
import { setupMockApi, testBases } from '../../tests/support/mock-api';
import { renderApp } from '../../tests/support/render-app';
import { failEveryCall, serverFaults } from '../../tests/support/server-faults';
import { ADMIN_SECTIONS } from '../admin/shell/sections';
import { resetAdminSession } from '../admin/shell/session';
import { isRepositoryError } from '../domain/repository-error';
import { takeConsoleErrors } from '../../tests/setup/node';

/**
 * The server-fault family at the screens: every public route and every admin section, while every API call fails in
 * one of the ways real servers and networks fail. Each screen must still show its page with a readable message or its
 * fallback content: never a blank screen, a spinner for ever, a raw parser error or an uncaught exception (the strict
 * test setup fails on any console.error).
 */

beforeAll(() => configure({ asyncUtilTimeout: 8000 }));

const api = setupMockApi();
const TIMEOUT_MS = 150;
// Short timeouts so "slow past the timeout" is quick to test; the real defaults are 5 s (navigation) and 15 s.
const repository = createHttpRepository({ ...testBases, apiKey: 'test-key', requestTimeoutMs: TIMEOUT_MS, navigationTimeoutMs: TIMEOUT_MS });

const FAULTS = serverFaults(TIMEOUT_MS * 4);

const PUBLIC_ROUTES = ['/', '/about-us', '/contact-us', '/careers', '/page/fencing', '/sitemap'];
const ADMIN_ROUTES = ADMIN_SECTIONS.map((section) => `/admin/${section.id}`);

const RAW = /(Unexpected token|SyntaxError|is not valid JSON|\[object Object\]|TypeError|Cannot read properties)/;

async function expectReadableScreen() {
  // The page frame is there and the first load has ended (no loading status left).
  await waitFor(() => expect(screen.queryAllByText(/^Loading/i)).toEqual([]));
  const main = await screen.findByRole('main');
  expect(document.body.textContent?.trim().length).toBeGreaterThan(40);
  expect(main).toBeVisible();
  expect(document.body.textContent).not.toMatch(RAW);
  // Screens log a failed load (the specs ask for it); anything else logged (a render error, an exception) fails.
  const unexpected = takeConsoleErrors().filter((args) => !args.some(isRepositoryError));
  expect(unexpected.map((args) => args.map(String).join(' '))).toEqual([]);
}

describe.each(Object.entries(FAULTS))('every screen when every API call answers %s', (_name, respond) => {
  beforeEach(() => {
    resetAdminSession();
    failEveryCall(api.server, respond);
  });

  it.each(PUBLIC_ROUTES)('the public route %s shows its page, never a blank screen', async (route) => {
    renderApp({ route, repository });
    await expectReadableScreen();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(ADMIN_ROUTES)('the admin section %s shows a message, never a blank screen', async (route) => {
    signInAsAdmin();
    renderApp({ route, repository });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await expectReadableScreen();
  });
});
