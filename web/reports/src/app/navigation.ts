// The reports app's own paths under /bo/reports, moved by the shared path navigation.
import { BACK_OFFICE_LOGIN_PATH, type StaffApp } from '@sofre/web-shared';

export const REPORTS_HOME = '/bo/reports';

/** Staff log in at the back office's page; the reports open at their dashboard. */
export const REPORTS_APP: StaffApp = {
  loginPath: BACK_OFFICE_LOGIN_PATH,
  homePath: `${REPORTS_HOME}/`,
};

export { currentPath, navigate, useCurrentPath } from '@sofre/web-shared';
