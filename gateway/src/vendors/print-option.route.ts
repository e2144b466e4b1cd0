// PUT /api-identity/vendors/setprintitemsonfactoroption — whether the customer's invoice
// («فاکتور») lists the order's items; printing reads it. GET vendors/me answers it too.
import { PrintItemsOnFactor } from '@sofre/engine/contracts';
import { vendorAccountAggregate } from '@sofre/engine/vendors';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';

export function printOptionRoute(app: ZodApp, deps: AuthDeps) {
  app.put(
    '/api-identity/vendors/setprintitemsonfactoroption',
    {
      schema: {
        tags: ['identity'],
        summary: 'Print the order’s items on the invoice, or not',
        headers: BearerHeaders,
        body: PrintItemsOnFactor,
        response: { 200: PrintItemsOnFactor, ...problemResponses(400, 401, 403) },
      },
      config: { access: staff('vendor.manage') },
    },
    async (request) => {
      const { state } = await deps.runner.run(
        request,
        vendorAccountAggregate,
        {
          type: 'SetPrintItemsOnFactor',
          data: { ...request.body, vendorId: contextOf(request).vendor.id },
        },
        { wait: false },
      );
      return { printItemsOnFactor: state.printItemsOnFactor };
    },
  );
}
