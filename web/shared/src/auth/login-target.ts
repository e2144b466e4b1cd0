// Where a page goes when its session ends (spec §4, §8): a staff app (/bo, /kds) to its own login;
// the courier's screen (/biker) back to itself, where a courier without a session signs in; the
// customer site to its home, keeping the table of a QR code (?table=), so a guest at a table
// stays at that table.
import { staffAppAt } from './auth.constants.ts';

const STAFF_PREFIXES = ['/bo', '/kds'];
/** The courier's screen: its login is the screen itself, shown to a courier with no session. */
const BIKER_APP = '/biker';

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const isStaffAppPath = (path: string): boolean =>
  STAFF_PREFIXES.some((prefix) => isUnder(path, prefix));

/** The site's home for an address: '/', with its ?table= if it has one. */
export function siteHome(currentUrl: string): string {
  const table = new URL(currentUrl, 'http://localhost').searchParams.get('table');
  return table ? `/?${new URLSearchParams({ table })}` : '/';
}

/** Where to go when the session of the page at `currentUrl` cannot be recovered. */
export function loginTargetAt(currentUrl: string): string {
  const { pathname } = new URL(currentUrl, 'http://localhost');
  if (isStaffAppPath(pathname)) return staffAppAt(pathname).loginPath;
  return isUnder(pathname, BIKER_APP) ? BIKER_APP : siteHome(currentUrl);
}
