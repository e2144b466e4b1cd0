// GET /api-identity/vendors/byhost/{domain}: which vendor this host is and how it shows money.
import { PricingSettings, defaultPricingSettings } from '@sofre/engine/pricing';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, vendorDomain } from '../api/api-client.ts';
import { formatMoney, type CurrencyUnit } from '../format/number.format.ts';

// Not in @sofre/engine/contracts yet: the gateway's PublicVendor answer. `pricing` is optional
// until the gateway sends the vendor's tax and service settings; the POS prices with them.
export const VendorView = z.object({
  id: z.string(),
  name: z.string(),
  currencyUnit: z.enum(['TOMAN', 'RIAL']),
  pricing: PricingSettings.optional(),
});
export type VendorView = z.infer<typeof VendorView>;

export const getVendorByHost = (domain: string, signal?: AbortSignal) =>
  apiRequest({
    path: `/api-identity/vendors/byhost/${encodeURIComponent(domain)}`,
    response: VendorView,
    signal,
  });

export function useVendor() {
  const domain = vendorDomain();
  return useQuery({
    queryKey: ['vendor', domain],
    queryFn: ({ signal }) => getVendorByHost(domain, signal),
    staleTime: Infinity,
  });
}

/** The vendor's pricing settings, the engine's defaults until the vendor says otherwise. */
export const usePricingSettings = (): PricingSettings =>
  useVendor().data?.pricing ?? defaultPricingSettings;

export const useCurrencyUnit = (): CurrencyUnit => useVendor().data?.currencyUnit ?? 'TOMAN';

/** Formats Rial in the vendor's unit: useMoney()(1_230_000) → '۱۲۳٬۰۰۰ تومان'. */
export function useMoney(): (rial: number) => string {
  const unit = useCurrencyUnit();
  return (rial) => formatMoney(rial, unit);
}
