import { useState } from 'react';
import { NoticeRegion } from '../ui/NoticeRegion';
import { AdminShell } from './shell/AdminShell';
import { LoginForm } from './shell/LoginForm';
import { restoreSession, useAdminSession } from './shell/session';

/**
 * The back office at /admin/* (admin spec 2), without the public header and footer: the login form until a session
 * exists, then the shell.
 */
export function AdminApp() {
  // Start-up reads the stored marker once per mount, before the first render decides between login and shell.
  useState(restoreOnMount);
  const status = useAdminSession((state) => state.status);
  const notice = useAdminSession((state) => state.notice);

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
