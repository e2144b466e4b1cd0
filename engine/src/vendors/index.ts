// The vendor aggregate's public face: the gateway registers vendors and resolves a request's host
// to its vendor through the projections' vendor read models.
export * from './vendor.events.ts';
export * from './vendor.commands.ts';
export * from './vendor-logo.ts';
export {
  decideVendor,
  evolveVendor,
  initialVendorState,
  vendorAggregate,
  vendorDecider,
  type VendorState,
} from './vendor.decider.ts';
// Opening hours: their own small aggregate in a stream next to the vendor's.
export * from './availability.ts';
export * from './vendor-availability.events.ts';
export * from './vendor-availability.decider.ts';
// Beside the vendor stream (vendor-status, vendor-account) and across vendors (brand, directory).
export * from './vendor-status.ts';
export * from './vendor-account.events.ts';
export * from './vendor-account.decider.ts';
export * from './brand.ts';
export * from './join-brand.workflow.ts';
export * from './vendor-directory.ts';
export * from './pickup-point.ts';
