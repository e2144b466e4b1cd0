// POST /api-identity/identity/auth/refreshtoken: a new token pair for the refresh token (the old
// one is spent). Sent with sendRequest, not apiRequest: a 401 here ends the session, it does not
// start another recovery.
import { sendRequest } from '../api/send-request.ts';
import { TokenPair } from '@sofre/engine/contracts';
import type { AuthTokens } from './auth-storage.ts';

export const refreshTokens = (refreshToken: string): Promise<AuthTokens> =>
  sendRequest({
    method: 'POST',
    path: '/api-identity/identity/auth/refreshtoken',
    body: { refreshToken },
    response: TokenPair,
    recoverSession: false,
  });
