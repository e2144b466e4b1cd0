// What deactivating a vendor means (PUT vendors/activate): its domain is closed. Every
// vendor-scoped request there — the site, the menu, staff and customer login, the back office,
// the live socket — is refused 403 VENDOR_INACTIVE, whoever asks. Routes of no vendor (the
// admins', vendor by host) still answer, so an admin can activate it again. The flag rides on the
// vendor row the request context already resolved (vendors read model, cached until it changes),
// so the order path pays nothing for it; with an external projector the switch takes effect as
// fast as the change feed (≈ 50 ms).
import { DomainError } from '@sofre/engine';
import type { FastifyInstance } from 'fastify';

export function vendorStatusGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.sofre?.vendor && request.sofre.vendor.active === false) {
      throw new DomainError('VENDOR_INACTIVE');
    }
  });
}
