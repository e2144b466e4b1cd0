// GET /api-identity/users/callerid: who is calling from this number (any written form), with
// their addresses; nobody on record is 404 CUSTOMER_NOT_FOUND, which the picker answers by
// offering a new customer with the number filled in (so it is not toasted).
import { CallerIdResponse } from '@sofre/engine/contracts';
import { apiRequest, isApiError } from '@sofre/web-shared';
import { useMutation } from '@tanstack/react-query';

export interface CallerLookup {
  readonly phoneNumber: string;
  /** The restaurant's line the call came in on, when the phone system says. */
  readonly lineNumber?: string | undefined;
}

/** The caller on record, or null when the number is nobody's. */
export async function lookupCaller({
  phoneNumber,
  lineNumber,
}: CallerLookup): Promise<CallerIdResponse | null> {
  try {
    return await apiRequest({
      path: '/api-identity/users/callerid',
      query: { phoneNumber, lineNumber },
      response: CallerIdResponse,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'CUSTOMER_NOT_FOUND') return null;
    throw error;
  }
}

export const useCallerLookup = () => useMutation({ mutationFn: lookupCaller });
