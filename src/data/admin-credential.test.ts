// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CREDENTIAL_KEY, adminCredentialProvider, clearAdminCredential, onAdminCredentialMissing, readAdminCredential, storeAdminCredential } from './admin-credential';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the back-office credential of a session', () => {
  it('lives in this tab\'s sessionStorage only, until cleared', () => {
    storeAdminCredential('derived-value');
    expect(sessionStorage.getItem(ADMIN_CREDENTIAL_KEY)).toBe('derived-value');
    expect(Object.values({ ...localStorage })).not.toContain('derived-value');
    expect(readAdminCredential()).toBe('derived-value');
    clearAdminCredential();
    expect(readAdminCredential()).toBeNull();
  });

  it('tells the listeners when a call finds none, and stops telling one that left', () => {
    const listener = vi.fn();
    const stop = onAdminCredentialMissing(listener);
    storeAdminCredential('x');
    expect(adminCredentialProvider()).toBe('x');
    expect(listener).not.toHaveBeenCalled();
    clearAdminCredential();
    expect(adminCredentialProvider()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    adminCredentialProvider();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
