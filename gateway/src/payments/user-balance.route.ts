// GET /api/payments/user-balance/{userId}/{vendorId} — a customer's account with the vendor: what
// they owe on CREDIT orders (spec §3 payment methods). The cashier looks before putting another
// order on account; the customer may look at their own. {userId} is a site user or a customer
// record of the vendor (the POS's customers have no login); both lead to the phone orders carry.
import { DomainError } from '@sofre/engine';
import { UserBalance } from '@sofre/engine/contracts';
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';
import { permissionsOfUser } from '../staff/effective-permissions.ts';

export function userBalanceRoute(app: ZodApp, platform: Platform) {
  app.get(
    '/api/payments/user-balance/:userId/:vendorId',
    {
      schema: {
        tags: ['payments'],
        summary: "A customer's account with the vendor: what they owe on credit",
        params: z.object({
          userId: z.string().min(1).max(100),
          vendorId: z.string().min(1).max(100),
        }),
        response: { 200: UserBalance, ...problemResponses(401, 403, 404) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const { vendor, actor } = contextOf(request);
      const { userId, vendorId } = request.params;
      // Another vendor's numbers do not exist here.
      if (vendorId !== vendor.id) throw new DomainError('CUSTOMER_NOT_FOUND');
      const own = actor.kind === 'CUSTOMER' && actor.userId === userId;
      if (!own) {
        const permissions = await permissionsOfUser(platform.readSide, vendor.id, actor.userId);
        if (!permissions.has('orders.take') && !permissions.has('customers.manage')) {
          throw new DomainError('USER_HAS_NO_ACCESS');
        }
      }
      const user = await platform.readSide.userById(vendor.id, userId);
      const phone =
        user?.phoneNumber ?? (await platform.readSide.customerById(vendor.id, userId))?.phoneNumber;
      if (!phone) throw new DomainError('CUSTOMER_NOT_FOUND');
      const { creditDue, openCreditOrders } = await platform.readSide.customerCredit(
        vendor.id,
        phone,
      );
      return { userId, vendorId, creditDue, openCreditOrders, balance: -creditDue };
    },
  );
}
