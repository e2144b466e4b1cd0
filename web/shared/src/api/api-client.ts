// What every screen calls: sendRequest with the saved access token. A 401 renews the token once
// (token-renewal.ts: shared by the calls failing together and by the tabs) and sends the refused
// request again with the new one, so the screen never knows. When the session cannot be renewed
// the call fails with SESSION_ENDED, which is never toasted: the page is on its way to the login.
import { readAccessToken } from '../auth/auth-storage.ts';
import { tokenRenewal } from '../auth/session.ts';
import { commonMessages } from '../messages/shared.messages.ts';
import { ApiError, isApiError, SESSION_ENDED } from './api-error.ts';
import { sendRequest, type ApiRequest } from './send-request.ts';

export {
  VENDOR_DOMAIN_HEADER,
  vendorDomain,
  sendRequest,
  type ApiRequest,
} from './send-request.ts';

const isUnauthorized = (error: unknown): error is ApiError =>
  isApiError(error) && error.status === 401;

export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const token = readAccessToken();
  try {
    return await sendRequest(request, token);
  } catch (error) {
    if (!isUnauthorized(error) || request.recoverSession === false) throw error;
    const renewal = await tokenRenewal.renew(token);
    if (renewal.kind === 'unreachable')
      throw new ApiError(0, 'NETWORK_ERROR', commonMessages.networkError);
    if (renewal.kind === 'loggedOut') throw new ApiError(401, SESSION_ENDED, error.message);
    // Refused before it was read (the token is checked first), so sending it again is safe.
    try {
      return await sendRequest(request, renewal.token);
    } catch (again) {
      if (!isUnauthorized(again)) throw again;
      tokenRenewal.endSession();
      throw new ApiError(401, SESSION_ENDED, again.message);
    }
  }
}
