// POST /api-identity/identity/auth/login and /verify: send a code to a phone, then check it (with
// names for a new user, spec §5). Their refusals are shown on the login form, not toasted, and a
// 401 from them is no session to recover.
import { apiRequest } from '../../api/api-client.ts';
import { LoginResponse, VerifyResponse } from '@sofre/engine/contracts';
import type { Names } from './login.machine.ts';

const AUTH = '/api-identity/identity/auth';

export const sendLoginCode = (phoneNumber: string) =>
  apiRequest({
    method: 'POST',
    path: `${AUTH}/login`,
    body: { phoneNumber },
    response: LoginResponse,
    recoverSession: false,
  });

export interface VerifyLoginRequest {
  readonly challengeId: string;
  readonly otp: string;
  readonly names?: Names;
}

export const verifyLoginCode = ({ challengeId, otp, names }: VerifyLoginRequest) =>
  apiRequest({
    method: 'POST',
    path: `${AUTH}/verify`,
    body: { userId: challengeId, otp, ...names },
    response: VerifyResponse,
    recoverSession: false,
  });
