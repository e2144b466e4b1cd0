// The vendor aggregate's public face: the gateway registers vendors and resolves a request's host
// to its vendor through the projections' vendor read models.
export * from './vendor.events.ts';
export * from './vendor.commands.ts';
export {
  decideVendor,
  evolveVendor,
  initialVendorState,
  vendorAggregate,
  vendorDecider,
  type VendorState,
} from './vendor.decider.ts';
