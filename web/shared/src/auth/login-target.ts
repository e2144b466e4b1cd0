// Where a page goes when its session ends (spec §4, §8): a staff app (/bo, /kds) to its own login;
// the customer site to its home, keeping the table of a QR code (?table=), so a guest at a table
// stays at that table.
import { staffAppAt } from './auth.constants.ts';

const STAFF_PREFIXES = ['/bo', '/kds'];

export const isStaffAppPath = (path: string): boolean =>
  STAFF_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The site's home for an address: '/', with its ?table= if it has one. */
export function siteHome(currentUrl: string): string {
  const table = new URL(currentUrl, 'http://localhost').searchParams.get('table');
  return table ? `/?${new URLSearchParams({ table })}` : '/';
}

/** Where to go when the session of the page at `currentUrl` cannot be recovered. */
export function loginTargetAt(currentUrl: string): string {
  const { pathname } = new URL(currentUrl, 'http://localhost');
  return isStaffAppPath(pathname) ? staffAppAt(pathname).loginPath : siteHome(currentUrl);
}
