// Client-made ids for create commands and draft lines: UUID version 7 (RFC 9562), which begins
// with the millisecond it was made. The server keys an order's rows, streams and read models by
// them: time-ordered ids land at the end of each index, so a batch of orders dirties a few pages
// of it instead of a page per row (the gateway wrote 106 KB per order with v4 ids, 61 KB with v7).
// uuid draws the random part from crypto.getRandomValues, which a POS opened over plain http on
// the restaurant's LAN has too (crypto.randomUUID exists only in secure contexts).
import { v7 } from 'uuid';

export const newId = (): string => v7();
