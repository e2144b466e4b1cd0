// Logout (spec §4): all storage is cleared. The back office tells the server first (the refresh
// family ends) and goes to its login; the customer site goes to / and keeps its ?table=, so a
// guest at a table stays at that table.
import { logoutRequest } from './auth.api.ts';
import { clearAllStorage } from './auth-storage.ts';
import { staffAppAt } from './auth.constants.ts';
import { siteHome } from './login-target.ts';

export async function logOutOfBackOffice(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // Logged out on this device even when the server cannot be told (offline, session gone).
  }
  clearAllStorage();
  globalThis.location.assign(staffAppAt(globalThis.location.pathname).loginPath);
}

/** Where the site goes after logout: '/', with the table of the current address if it has one. */
export const siteLogoutTarget = (currentUrl: string): string => siteHome(currentUrl);

export function logOutOfSite(): void {
  clearAllStorage();
  globalThis.location.assign(siteLogoutTarget(globalThis.location.href));
}
