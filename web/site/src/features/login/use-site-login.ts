// The customer's login: the shared one-time-code machine (phone → code → names for a new user,
// spec §5) with the real calls. A right code saves the token pair (cookie and localStorage, §4)
// and fetches the profile; then the page carries on where it was, without a reload.
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sofre/engine/identity';
import {
  getProfile,
  loginMachine,
  profileQueryKey,
  saveTokens,
  sendLoginCode,
  verifyLoginCode,
  type CodeSent,
  type VerifyInput,
  type VerifyResult,
} from '@sofre/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '../../common/use-machine.ts';
import { sessionChanged } from './session.ts';

export function useSiteLogin(onLoggedIn: () => void) {
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
          queryClient.setQueryData(profileQueryKey, answer.user);
          await queryClient.fetchQuery({ queryKey: profileQueryKey, queryFn: () => getProfile() });
          return answer.status;
        }),
      },
      actions: {
        enterBackOffice: () => {
          sessionChanged();
          onLoggedIn();
        },
      },
    }),
  );
  return useMachine(machine);
}
