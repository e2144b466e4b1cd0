// Identity (spec §4 login/logout, §5 otp, §7 identity/auth): phone numbers, one-time codes,
// users and refresh-token families. Pure: the gateway makes codes, tokens and hashes and passes
// them in with the command; the domain compares hashes only.
export * from './identity.enums.ts';
export * from './phone.ts';
export * from './instants.ts';
export * from './otp.rules.ts';
export * from './otp.events.ts';
export * from './otp.commands.ts';
export {
  otpMachine,
  otpSnapshot,
  type OtpMachineContext,
  type OtpMachineEvent,
  type OtpStatus,
} from './otp.machine.ts';
export * from './otp.state.ts';
export { otpAggregate, otpDecider, otpVerification } from './otp.decider.ts';
export * from './refresh-token.rules.ts';
export * from './refresh-token.events.ts';
export * from './refresh-token.commands.ts';
export {
  refreshMachine,
  refreshSnapshot,
  type RefreshMachineEvent,
  type RefreshStatus,
} from './refresh-token.machine.ts';
export * from './refresh-token.state.ts';
export {
  refreshFamilyAggregate,
  refreshFamilyDecider,
  refreshRotation,
} from './refresh-token.decider.ts';
export * from './user.events.ts';
export * from './user.commands.ts';
export {
  decideUser,
  evolveUser,
  initialUserState,
  userAggregate,
  userDecider,
  type UserState,
} from './user.decider.ts';
export * from './verify-outcome.ts';
