// What the order routes share: the platform, the one command runner, and the SMS port (a ready
// order's customer is texted).
import type { CommandRunner } from '../commands/command-runner.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { SmsSender } from '../sms/sms.port.ts';

export interface OrderDeps {
  readonly platform: Platform;
  readonly runner: CommandRunner;
  readonly sms: SmsSender;
}
