// The courier's login: the shared one-time-code machine (phone → code) with the biker calls. Only
// a biker of this restaurant gets in (the server answers the same for any phone until the code).
// A right code saves the token pair; the screen then shows the courier's orders, without a reload.
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sofre/engine/identity';
import {
  loginMachine,
  saveTokens,
  type CodeSent,
  type VerifyInput,
  type VerifyResult,
} from '@sofre/web-shared';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '../../common/use-machine.ts';
import { sendBikerCode, verifyBikerCode } from './biker.api.ts';

export function useBikerLogin(onLoggedIn: (bikerId: string) => void) {
  const [machine] = useState(() => {
    let bikerId = '';
    return loginMachine.provide({
      actors: {
        sendCode: fromPromise<CodeSent, { phone: string }>(async ({ input }) => {
          const answer = await sendBikerCode(input.phone);
          const cooldown = answer.resendInSeconds ?? OTP_RESEND_COOLDOWN_SECONDS;
          return { challengeId: answer.userId, resendAt: Date.now() + cooldown * 1000 };
        }),
        verify: fromPromise<VerifyResult, VerifyInput>(async ({ input }) => {
          const answer = await verifyBikerCode(input.challengeId, input.otp);
          saveTokens({ token: answer.token, refreshToken: answer.refreshToken });
          bikerId = answer.user.id;
          return answer.status;
        }),
      },
      actions: { enterBackOffice: () => onLoggedIn(bikerId) },
    });
  });
  return useMachine(machine);
}
