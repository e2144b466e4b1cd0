// DELETE /api-identity/users/removestaff {userId} — a member leaves the staff. The last owner
// cannot leave; nobody removes a colleague who holds more than they do (engine rules).
import { staffAggregate } from '@sofre/engine/staff';
import { z } from 'zod';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { RemoveStaffRequest } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

export function removeStaffRoute(app: ZodApp, deps: StaffDeps) {
  app.delete(
    '/api-identity/users/removestaff',
    {
      schema: {
        tags: ['identity'],
        summary: 'Remove a member from the staff',
        headers: BearerHeaders,
        body: RemoveStaffRequest,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 422) },
      },
      config: { access: staff('staff.manage') },
    },
    async (request, reply) => {
      await deps.runner.run(request, staffAggregate, {
        type: 'RemoveStaff',
        data: { userId: request.body.userId },
      });
      return reply.code(204).send(null);
    },
  );
}
