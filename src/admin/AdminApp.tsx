import { useEffect, useState } from 'react';
import { NoticeRegion } from '../ui/NoticeRegion';
import { AdminShell } from './shell/AdminShell';
import { LoginForm } from './shell/LoginForm';
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

  if (status === 'signed-in') return <AdminShell />;
  return (
    <>
      <LoginForm notice={notice} />
      <NoticeRegion />
    </>
  );
}

function restoreOnMount(): true {
  restoreSession();
  return true;
}
