// Spec §2, §4 and §9: where the back office logs in, how long the auth cookie lives, and the
// version of what the client persists.
export const BACK_OFFICE_LOGIN_PATH = '/bo/auth/login';
export const BACK_OFFICE_HOME_PATH = '/bo/';

/** A web app staff log in to: where its login is and where it opens after. */
export interface StaffApp {
  readonly loginPath: string;
  readonly homePath: string;
}
export const BACK_OFFICE: StaffApp = {
  loginPath: BACK_OFFICE_LOGIN_PATH,
  homePath: BACK_OFFICE_HOME_PATH,
};
/** The kitchen display logs in on its own page and comes back to the board. */
export const KITCHEN_DISPLAY: StaffApp = { loginPath: '/kds/auth/login', homePath: '/kds/' };

/** The staff app a page belongs to: the kitchen display under /kds, else the back office. */
export const staffAppAt = (path: string | undefined): StaffApp =>
  path === '/kds' || path?.startsWith('/kds/') ? KITCHEN_DISPLAY : BACK_OFFICE;

/** Spec §9: the auth cookie's max-age, 7 days. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Spec §9: persisted client state has version 1; anything else stored is reset. */
export const PERSISTED_STATE_VERSION = 1;

/**
 * Spec §8: the page reloads this long after its "token renewed, page reloading" toast — only when
 * it cannot go on (another user's login took over the browser); a routine renewal never reloads.
 */
export const RELOAD_AFTER_REFRESH_MS = 1000;

export const TOKEN_COOKIE = 'sofre_token';
export const REFRESH_TOKEN_COOKIE = 'sofre_refresh_token';
export const AUTH_STORAGE_KEY = 'sofre.auth';
