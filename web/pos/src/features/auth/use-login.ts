// The login screen's actor: the machine with the real calls. A right code saves the token pair
// (cookie and localStorage, spec §4), fetches the profile, and the back office opens.
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sofre/engine/identity';
import { BACK_OFFICE_HOME_PATH, getProfile, profileQueryKey, saveTokens } from '@sofre/web-shared';
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

export function useLogin() {
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
      actions: { enterBackOffice: () => globalThis.location.assign(BACK_OFFICE_HOME_PATH) },
    }),
  );
  return useMachine(machine);
}
