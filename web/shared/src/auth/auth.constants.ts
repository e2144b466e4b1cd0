// Spec §2, §4 and §9: where the back office logs in, how long the auth cookie lives, and the
// version of what the client persists.
export const BACK_OFFICE_LOGIN_PATH = '/bo/auth/login';
export const BACK_OFFICE_HOME_PATH = '/bo/';

/** Spec §9: the auth cookie's max-age, 7 days. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Spec §9: persisted client state has version 1; anything else stored is reset. */
export const PERSISTED_STATE_VERSION = 1;

/** Spec §8: after a renewed token the page reloads this long after the toast. */
export const RELOAD_AFTER_REFRESH_MS = 1000;

export const TOKEN_COOKIE = 'sofre_token';
export const REFRESH_TOKEN_COOKIE = 'sofre_refresh_token';
export const AUTH_STORAGE_KEY = 'sofre.auth';
