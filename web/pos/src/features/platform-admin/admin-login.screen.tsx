// /bo/platform/login: the platform admin logs in by phone and a one-time code, like the back
// office's login but through adminlogin (a code is sent to any phone; only an admin's logs in).
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sofre/engine/identity';
import { LoggedIn, LoginResponse } from '@sofre/engine/contracts';
import {
  LoginCard,
  loginMachine,
  sendRequest,
  type CodeSent,
  type VerifyInput,
  type VerifyResult,
} from '@sofre/web-shared';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { PLATFORM_PATH, saveAdminSession } from './admin-session.ts';
import { platformMessages } from './platform.messages.ts';

const ADMIN_LOGIN = '/api-identity/identity/auth/adminlogin';

function useAdminLogin() {
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        sendCode: fromPromise<CodeSent, { phone: string }>(async ({ input }) => {
          const answer = await sendRequest({
            method: 'POST',
            path: ADMIN_LOGIN,
            body: { phoneNumber: input.phone },
            response: LoginResponse,
          });
          const cooldown = answer.resendInSeconds ?? OTP_RESEND_COOLDOWN_SECONDS;
          return { challengeId: answer.userId, resendAt: Date.now() + cooldown * 1000 };
        }),
        verify: fromPromise<VerifyResult, VerifyInput>(async ({ input }) => {
          const answer = await sendRequest({
            method: 'POST',
            path: ADMIN_LOGIN,
            body: { userId: input.challengeId, otp: input.otp },
            response: LoggedIn,
          });
          const { firstName, lastName } = answer.user;
          saveAdminSession({
            token: answer.token,
            refreshToken: answer.refreshToken,
            name: `${firstName} ${lastName}`.trim(),
          });
          return answer.status;
        }),
      },
      actions: { enterBackOffice: () => globalThis.location.assign(PLATFORM_PATH) },
    }),
  );
  return useMachine(machine);
}

export function AdminLoginScreen() {
  const [snapshot, send] = useAdminLogin();
  return <LoginCard snapshot={snapshot} send={send} appTitle={platformMessages.appTitle} />;
}
