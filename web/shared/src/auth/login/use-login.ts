// The login screen's actor: the machine with the real calls. A right code saves the token pair
// (cookie and localStorage, spec §4), fetches the profile, and the staff app (back office or
// kitchen display) opens at its home.
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sofre/engine/identity';
import { getProfile, profileQueryKey } from '../auth.api.ts';
import { saveTokens } from '../auth-storage.ts';
import type { StaffApp } from '../auth.constants.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { sendLoginCode, verifyLoginCode } from './login.api.ts';
import {
  loginMachine,
  type CodeSent,
  type VerifyInput,
  type VerifyResult,
} from './login.machine.ts';

export function useLogin(app: StaffApp) {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        sendCode: fromPromise<CodeSent, { phone: string }>(async ({ input }) => {
          const answer = await sendLoginCode(input.phone);
          const cooldown = answer.resendInSeconds ?? OTP_RESEND_COOLDOWN_SECONDS;
          return { challengeId: answer.userId, resendAt: Date.now() + cooldown * 1000 };
        }),
        verify: fromPromise<VerifyResult, VerifyInput>(async ({ input }) => {
          const answer = await verifyLoginCode(input);
          if (answer.status === 'NEEDS_REGISTRATION') return answer.status;
          saveTokens({ token: answer.token, refreshToken: answer.refreshToken });
          await queryClient.fetchQuery({ queryKey: profileQueryKey, queryFn: () => getProfile() });
          return answer.status;
        }),
      },
      actions: { enterBackOffice: () => globalThis.location.assign(app.homePath) },
    }),
  );
  return useMachine(machine);
}
