// What the order routes share: the platform, the one command runner, the SMS port (a ready
// order's customer is texted) and online payments (an online refund is paid back by its gateway).
import type { CommandRunner } from '../commands/command-runner.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { OnlinePayments } from '../payments/online-payments.ts';
import type { SmsSender } from '../sms/sms.port.ts';

export interface OrderDeps {
  readonly platform: Platform;
  readonly runner: CommandRunner;
  readonly sms: SmsSender;
  readonly payments: OnlinePayments;
}
