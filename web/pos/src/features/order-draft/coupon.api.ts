// GET /api-identity/discountcodes/getbycode/{code}: the code the cashier typed, if this order may
// use it (with the order's customer, whose own uses count against the per-customer limit). A
// refusal is shown under the field, not toasted (meta silent).
import { DiscountCodeLookup } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useMutation } from '@tanstack/react-query';

export interface CouponLookup {
  readonly code: string;
  readonly customerId?: string | undefined;
}

export const lookupCoupon = ({ code, customerId }: CouponLookup) =>
  apiRequest({
    path: `/api-identity/discountcodes/getbycode/${encodeURIComponent(code)}`,
    query: { customerId },
    response: DiscountCodeLookup,
  });

export const useLookupCoupon = () =>
  useMutation({ mutationFn: lookupCoupon, meta: { silent: true } });
