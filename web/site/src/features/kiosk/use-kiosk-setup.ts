// The kiosk's one-time setup: the back office's login machine (web/shared: phone → code, the
// server's refusals shown as they come) with the same login calls, then two checks of its own —
// the phone is a member of staff, and may take orders — before the kiosk keeps the session.
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sofre/engine/identity';
import {
  ApiError,
  clearAllStorage,
  loginMachine,
  newId,
  saveTokens,
  sendLoginCode,
  verifyLoginCode,
  type CodeSent,
  type VerifyInput,
  type VerifyResult,
} from '@sofre/web-shared';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '../../common/use-machine.ts';
import { canTakeOrders } from './kiosk.api.ts';
import { kioskSession } from './kiosk-session.browser.ts';
import { kioskMessages } from './kiosk.messages.ts';

const text = kioskMessages.setup;

/** Keeps nothing of a login that cannot run the kiosk, and says why. */
const refuse = (code: string, message: string): never => {
  clearAllStorage();
  throw new ApiError(403, code, message);
};

async function verifyStaff(input: VerifyInput): Promise<VerifyResult> {
  const answer = await verifyLoginCode(input);
  if (answer.status === 'NEEDS_REGISTRATION' || answer.user.kind !== 'STAFF')
    return refuse('KIOSK_NOT_STAFF', text.notStaff);
  saveTokens({ token: answer.token, refreshToken: answer.refreshToken });
  if (!(await canTakeOrders())) refuse('KIOSK_CANNOT_TAKE_ORDERS', text.noPermission);
  return 'LOGGED_IN';
}

/** The kiosk's own card reader id: the reader beside this tablet. */
const newTerminalId = () => `kiosk-${newId().slice(0, 8)}`;

export function useKioskSetup() {
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        sendCode: fromPromise<CodeSent, { phone: string }>(async ({ input }) => {
          const answer = await sendLoginCode(input.phone);
          const cooldown = answer.resendInSeconds ?? OTP_RESEND_COOLDOWN_SECONDS;
          return { challengeId: answer.userId, resendAt: Date.now() + cooldown * 1000 };
        }),
        verify: fromPromise<VerifyResult, VerifyInput>(({ input }) => verifyStaff(input)),
      },
      actions: { enterBackOffice: () => kioskSession.setUp({ terminalId: newTerminalId() }) },
    }),
  );
  return useMachine(machine);
}
