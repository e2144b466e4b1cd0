// Who may call a route. Every route declares exactly one access in `config: { access }`, and the
// request context (request-context.ts) is the one place that checks it:
// - 'public': no token needed (the site, the tracker, the login itself, docs and static apps);
// - 'authenticated': any valid token of the request's vendor (one's own profile, logout);
// - staff(...): a token of a member of staff whose roles at this vendor (staff read model, engine
//   permissionsOf) grant one of the permissions. A customer, a biker without it or a removed
//   member is refused 403; no token is refused 401;
// - 'admin': a token of a platform admin (an ADMIN user of PLATFORM_VENDOR_ID, adminlogin). Such a
//   route belongs to no vendor: the request's domain is not looked at, any vendor's token is 403.
// A route registered without an access makes the app fail to start (request-context.ts).
import type { PermissionId } from '@sofre/engine/staff';
import type { FeatureId } from '@sofre/engine/subscriptions';

export interface StaffAccess {
  /** Any one of these permissions lets the caller in. */
  readonly staff: readonly PermissionId[];
}
export type Access = 'public' | 'authenticated' | 'admin' | StaffAccess;

export const staff = (...permissions: PermissionId[]): StaffAccess => {
  if (permissions.length === 0) throw new Error('staff access names at least one permission');
  return { staff: permissions };
};

export const isStaffAccess = (access: Access): access is StaffAccess => typeof access === 'object';

/** How a route's access reads in the OpenAPI document and the access table. */
export const describeAccess = (access: Access): string =>
  isStaffAccess(access) ? `staff: ${access.staff.join(' | ')}` : access;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route (see access.ts). */
    access?: Access;
    /** false for routes that are not scoped to the request's vendor (vendor by host, docs, apps). */
    vendorScoped?: boolean;
    /**
     * The websocket: the vendor's domain may come as `?domain=` and the token as `?token=`
     * (browsers cannot set headers on a websocket).
     */
    fromQuery?: boolean;
    /**
     * The feature of the vendor's package the route needs: never written on a route, stamped at
     * registration by the feature gate (subscriptions/feature-gate.ts featureAreas).
     */
    feature?: FeatureId;
  }
}
