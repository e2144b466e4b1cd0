// What the staff routes share: the platform and the clock (commands go through the one runner,
// commands/command-runner.ts, which waits until the read models hold what they did).
import type { Platform } from '../platform/platform.port.ts';
import type { CommandRunner } from '../commands/command-runner.ts';

export interface StaffDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
  readonly runner: CommandRunner;
}
