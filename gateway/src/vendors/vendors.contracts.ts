// Request and response shapes of /api-identity/vendors/* and /api-identity/availabilitytime live
// in the engine's contracts (engine/src/contracts/vendor.contract.ts), shared with the web apps.
export {
  SiteAvailability,
  UpdateVendorMeRequest,
  VendorAvailability,
  VendorLanding,
  VendorMe,
} from '@sofre/engine/contracts';
