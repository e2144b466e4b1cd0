// The order being taken, kept in this browser on every change (spec §3: the cart is client-
// persisted state; §4: version 1, another version is reset), so a reload or a crashed tab does
// not lose it. Kept per vendor and cashier; gone once the order is submitted or cleared (the
// draft is empty again), and with everything else at logout. The order's client id goes with it:
// sent again after a crash mid-submit, the order is not taken twice.
import { emptyPosDraft, PosDraft } from '@sofre/engine/pos-draft';
import { readPersisted, writePersisted } from '@sofre/web-shared';
import { z } from 'zod';

export const KeptDraft = z.object({
  draft: PosDraft,
  orderId: z.string().optional(),
  /** The cash handed over, as typed. */
  tendered: z.number().optional(),
});
export type KeptDraft = z.infer<typeof KeptDraft>;

/** Where the draft of a login ("vendor/user") is kept. */
export const keptDraftKey = (login: string): string => `sofre.pos.draft:${login}`;

const isEmpty = ({ draft, tendered }: KeptDraft) =>
  tendered === undefined && JSON.stringify(draft) === JSON.stringify(emptyPosDraft());

export const readKeptDraft = (key: string): KeptDraft | undefined => readPersisted(key, KeptDraft);

export function keepDraft(key: string, kept: KeptDraft): void {
  try {
    if (isEmpty(kept)) globalThis.localStorage?.removeItem(key);
    else writePersisted(key, kept);
  } catch {
    // Storage full or refused: the draft still lives on the screen.
  }
}
