// GET /api-identity/vendors/byhost/{domain}: which vendor this host is and how it shows money.
import { PublicVendor } from '@sofre/engine/contracts';
import { defaultPricingSettings, type PricingSettings } from '@sofre/engine/pricing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, vendorDomain } from '../api/api-client.ts';
import { formatMoney, type CurrencyUnit } from '../format/number.format.ts';

/** The gateway's PublicVendor answer (engine contracts): name, money unit, pricing settings. */
export const VendorView = PublicVendor;
export type VendorView = PublicVendor;

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
