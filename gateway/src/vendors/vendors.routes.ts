// The vendor routes (routes.txt, /api-identity/vendors/* and /api-identity/availabilitytime).
import type { ZodApp } from '../http/zod-app.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { availabilityTimeRoute, clearAvailabilityTimeRoute } from './availability-time.route.ts';
import { siteAvailabilityRoute, vendorLandingRoute } from './site-availability.route.ts';
import { updateVendorMeRoute } from './update-vendor-me.route.ts';
import { vendorMeRoute } from './vendor-me.route.ts';
import {
  activateVendorRoute,
  listVendorsRoute,
  registerVendorRoute,
} from './admin-vendors.route.ts';
import { printOptionRoute } from './print-option.route.ts';
import { vendorBankRoutes } from './vendor-bank.route.ts';
import { vendorBrandRoutes } from './vendor-brands.route.ts';

export function vendorRoutes(app: ZodApp, deps: AuthDeps) {
  vendorMeRoute(app, deps);
  updateVendorMeRoute(app, deps);
  availabilityTimeRoute(app, deps);
  clearAvailabilityTimeRoute(app, deps);
  siteAvailabilityRoute(app, deps);
  vendorLandingRoute(app, deps);
  // The platform admins' (access 'admin').
  listVendorsRoute(app, deps);
  registerVendorRoute(app, deps);
  activateVendorRoute(app, deps);
  // The vendor's account: settlement bank account, invoice option, brands.
  vendorBankRoutes(app, deps);
  printOptionRoute(app, deps);
  vendorBrandRoutes(app, deps);
}
