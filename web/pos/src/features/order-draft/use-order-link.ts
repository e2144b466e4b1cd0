// An order started from a link to the POS: the floor's «سفارش جدید» opens /bo?table=5 (the table
// chosen), a caller-id box opens /bo?caller=0912…&line=2 (the caller picked as the customer when on
// record, else kept for «تماس ورودی» and a new customer). Read once; the link is then taken off
// the address bar, so a reload does not start the same order again.
import { normalizeDigits, notifyError } from '@sofre/web-shared';
import { useEffect, useState } from 'react';
import { lookupCaller } from '../order-customer/caller-id.api.ts';
import { fullName } from '../order-customer/customer-name.ts';
import { receiveCall } from '../order-customer/incoming-call.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

export interface OrderLink {
  readonly table?: string;
  readonly caller?: { readonly phoneNumber: string; readonly lineNumber?: string };
}

/** What the link asks for; blank parameters ask for nothing. */
export function readOrderLink(search: string): OrderLink {
  const params = new URLSearchParams(search);
  const table = normalizeDigits(params.get('table') ?? '').trim();
  const phoneNumber = normalizeDigits(params.get('caller') ?? '').trim();
  const lineNumber = normalizeDigits(params.get('line') ?? '').trim();
  return {
    ...(table ? { table } : {}),
    ...(phoneNumber ? { caller: { phoneNumber, ...(lineNumber ? { lineNumber } : {}) } } : {}),
  };
}

export function useOrderLink({ edit }: Pick<PosDraftHandle, 'edit'>): void {
  const [link] = useState(() => readOrderLink(location.search));
  useEffect(() => {
    if (!link.table && !link.caller) return;
    history.replaceState(history.state, '', location.pathname);
    if (link.table) edit({ type: 'setTable', tableNumber: link.table });
    const { caller } = link;
    if (!caller) return;
    receiveCall(caller);
    lookupCaller(caller).then((found) => {
      if (!found) return;
      const customer = { id: found.id, name: fullName(found), phone: found.phoneNumber };
      edit({ type: 'setCustomer', customer });
    }, notifyError);
    // Once per link; `edit` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link]);
}
