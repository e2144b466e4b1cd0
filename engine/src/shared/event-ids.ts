// Event ids derive from the vendor and the command id, so a retried command produces the same ids
// and the store drops the repeat (FIELD-NOTES: EventStoreDB dedupes reliably only with an exact
// revision). The vendor is part of the name because command ids may come from clients: two vendors
// sending the same id must never produce the same event id (the store would refuse the second).
// A command id that holds a time-ordered id (the POS's order ids) gives ids that begin with its
// time, so the store's index of event ids grows at its end instead of at a random page per event.
import { timeLedNameUuid } from './name-uuid.ts';

const eventUuid = timeLedNameUuid('6f1c2a4e-5b0d-4c8e-9a43-0d2f3b7e9c11');

export const eventIdFor = (vendorId: string, commandId: string, index: number): string =>
  eventUuid(`${vendorId}/${commandId}#${index}`, commandId);
