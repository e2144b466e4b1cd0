// GET /api-identity/bikers/{id} — a biker of the vendor as the dispatch screens show them, for
// staff who manage deliveries.
import { z } from 'zod';
import { DomainError } from '@sofre/engine';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { staff } from '../http/access.ts';
import { BearerHeaders } from './auth.contracts.ts';
import type { AuthDeps } from './auth.deps.ts';

export const BikerProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
});

export function bikerProfileRoute(app: ZodApp, deps: AuthDeps) {
  app.get(
    '/api-identity/bikers/:id',
    {
      schema: {
        tags: ['identity'],
        summary: 'A biker’s profile',
        headers: BearerHeaders,
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: BikerProfile, ...problemResponses(401, 403, 404) },
      },
      config: { access: staff('delivery.manage') },
    },
    async (request) => {
      const { vendor } = contextOf(request);
      const user = await deps.platform.readSide.userById(vendor.id, request.params.id);
      if (user?.kind !== 'BIKER') throw new DomainError('USER_NOT_FOUND');
      const { id, firstName, lastName, phoneNumber } = user;
      return { id, firstName, lastName, phoneNumber };
    },
  );
}
