// The last call the phone system handed to the POS (a caller-id box opens /bo?caller=<phone>),
// kept for this tab so «تماس ورودی» can fill it in. The gateway has no feed of incoming calls;
// without one the cashier types the number shown on the phone.
import { useSyncExternalStore } from 'react';

export interface IncomingCall {
  readonly phoneNumber: string;
  readonly lineNumber?: string | undefined;
}

let last: IncomingCall | undefined;
const listeners = new Set<() => void>();

export function receiveCall(call: IncomingCall): void {
  last = call;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useIncomingCall = (): IncomingCall | undefined =>
  useSyncExternalStore(subscribe, () => last);
