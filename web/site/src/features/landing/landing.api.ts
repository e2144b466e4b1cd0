// GET /api-identity/vendors/landing: the vendor of this host — name, logo, money unit, preparation
// time, whether it takes orders now and if not when it opens next (Tehran time), and the minimum
// basket. Read again each minute, so a vendor that opens or closes while the page is open says so.
import { VendorLanding } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

/** The landing; its `logo` is null while the vendor has none. */
export const SiteLanding = VendorLanding;
export type SiteLanding = z.infer<typeof SiteLanding>;

export const getLanding = (signal?: AbortSignal) =>
  apiRequest({ path: '/api-identity/vendors/landing', response: SiteLanding, signal });

export const useLanding = () =>
  useQuery({
    queryKey: ['landing'],
    queryFn: ({ signal }) => getLanding(signal),
    refetchInterval: 60_000,
  });
