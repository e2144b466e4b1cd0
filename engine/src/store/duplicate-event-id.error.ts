// Event ids are unique across the whole log: they derive from the client's command id, so the
// same id somewhere else means a bug (reused command id), never a retry.
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly stream: string,
    readonly eventId: string,
  ) {
    super(`stream ${stream}: event id ${eventId} is already used by another event`);
  }
}

export const isDuplicateEventId = (e: unknown): e is DuplicateEventIdError =>
  e instanceof DuplicateEventIdError;
