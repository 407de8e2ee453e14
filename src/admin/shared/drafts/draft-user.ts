import { getConfig } from '../../../config';

/**
 * The user name a draft belongs to. The back office has one login, VITE_ADMIN_USER, and the login form admits only
 * that name, so whoever is signed in is that user: a deployment with another name never sees these drafts.
 */
export function draftUser(): string {
  return getConfig().adminUser;
}
