// The refresh-token family rulebook: none → active → revoked, with "expired" resolved from the
// command's time. A refresh with a token that is neither current nor in the grace goes straight
// to revoked: someone holds a token they should not (FIELD-NOTES: reuse revokes the family).
import { setup } from 'xstate';
import { classifyPresented, type RefreshTokens } from './refresh-token.rules.ts';

export type RefreshStatus = 'none' | 'active' | 'expired' | 'revoked';

export type RefreshMachineEvent =
  { type: 'START' } | { type: 'ROTATE'; presentedHash: string; now: string } | { type: 'REVOKE' };

export const refreshMachine = setup({
  types: {} as { context: RefreshTokens; events: RefreshMachineEvent },
  guards: {
    presentsLiveToken: ({ context, event }) =>
      event.type === 'ROTATE' &&
      classifyPresented(context, event.presentedHash, event.now) !== 'REUSED',
  },
}).createMachine({
  id: 'refreshFamily',
  initial: 'none',
  context: { current: [] },
  states: {
    none: { on: { START: 'active' } },
    active: {
      on: {
        ROTATE: [{ guard: 'presentsLiveToken', target: 'active' }, { target: 'revoked' }],
        REVOKE: 'revoked',
      },
    },
    // Past its expiry a family refreshes nothing; logging out still records the end.
    expired: { on: { REVOKE: 'revoked' } },
    revoked: { type: 'final' },
  },
});

export const refreshSnapshot = (status: RefreshStatus, context: RefreshTokens) =>
  refreshMachine.resolveState({ value: status, context });
