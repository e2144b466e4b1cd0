// Event ids derive from the command id, so a retried command produces the same ids and the
// store drops the repeat (FIELD-NOTES: EventStoreDB dedupes reliably only with an exact revision).
import { v5 as uuidv5 } from 'uuid';

const SOFRE_NAMESPACE = '6f1c2a4e-5b0d-4c8e-9a43-0d2f3b7e9c11';

export const eventIdFor = (commandId: string, index: number): string =>
  uuidv5(`${commandId}#${index}`, SOFRE_NAMESPACE);
