import { useEffect, useState } from 'react';
import { getConfig } from '../config';
import { onAdminCredentialMissing, readAdminCredential } from '../data/admin-credential';
import { adminMessages } from '../domain/messages';
import { NoticeRegion } from '../ui/NoticeRegion';
import { useHeadingFocus } from '../ui/use-heading-focus';
import { ADMIN_MAIN_ID, AdminShell } from './shell/AdminShell';
import { LOGIN_MAIN_ID, LoginForm } from './shell/LoginForm';
import { followSessionInOtherTabs, restoreSession, useAdminSession } from './shell/session';

/**
 * The back office at /admin (admin spec 2), without the public header and footer; the parent route of every section
 * and its session guard: the login form until a session exists, at the requested address, so the section asked for
 * opens right after login; then the shell with the section's route. A logout in another tab signs this one out too.
 */
export function AdminApp() {
  // Start-up reads the stored marker once per mount, before the first render decides between login and shell.
  useState(restoreOnMount);
  const status = useAdminSession((state) => state.status);
  const notice = useAdminSession((state) => state.notice);
  useEffect(() => followSessionInOtherTabs(), []);
  // Hardened mode: a back-office call in a tab without the session's key (opened after login) asks for a login here,
  // leaving the other tabs signed in.
  useEffect(() => onAdminCredentialMissing(showLoginForMissingCredential), []);
  // Login and Logout replace the whole screen, and the button pressed with it: focus starts again at the new screen's
  // heading (the section's after Login, the login form's after Logout or an expiry), never on the page itself.
  const signedIn = status === 'signed-in';
  useHeadingFocus(signedIn ? 'back office' : 'login', signedIn ? SHELL_HEADING : LOGIN_HEADING);

  if (status === 'signed-in') return <AdminShell />;
  return (
    <>
      <LoginForm notice={notice} />
      <NoticeRegion />
    </>
  );
}

const SHELL_HEADING = { containerId: ADMIN_MAIN_ID, selector: 'h2' };
const LOGIN_HEADING = { containerId: LOGIN_MAIN_ID, selector: 'h1' };

function showLoginForMissingCredential(): void {
  if (useAdminSession.getState().status !== 'signed-in') return;
  useAdminSession.setState({ status: 'signed-out', loginAt: null, notice: adminMessages.login.credentialMissing });
}

function restoreOnMount(): true {
  restoreSession();
  // Checked before the first render, so no section starts a call that could only fail.
  if (getConfig().adminCredential === 'derived' && readAdminCredential() === null) showLoginForMissingCredential();
  return true;
}
