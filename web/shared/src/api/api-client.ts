// What every screen calls: sendRequest with the saved access token. A 401 hands over to the
// session recovery of spec §8 (one shared refresh, then reload or back to the login) and the
// call fails with SESSION_ENDED, which is never toasted: the recovery shows its own message.
import { readAccessToken } from '../auth/auth-storage.ts';
import { sessionRecovery } from '../auth/session.ts';
import { ApiError, isApiError, SESSION_ENDED } from './api-error.ts';
import { sendRequest, type ApiRequest } from './send-request.ts';

export { VENDOR_DOMAIN_HEADER, vendorDomain, type ApiRequest } from './send-request.ts';

export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  try {
    return await sendRequest(request, readAccessToken());
  } catch (error) {
    if (!isApiError(error) || error.status !== 401 || request.recoverSession === false) throw error;
    await sessionRecovery.recover();
    throw new ApiError(401, SESSION_ENDED, error.message);
  }
}
