// How the print worker runs its commands: the one command runner, as the system, for the job's
// vendor, at the worker's clock. Not a request: nobody waits on the read models.
import {
  printJobAggregate,
  printJobCommandSchemas,
  type PrintJobCommand,
  type PrintJobCommandType,
} from '@sofre/engine/printing';
import type { z } from 'zod';
import { commandRunner } from '../../commands/command-runner.ts';
import type { Platform } from '../../platform/platform.port.ts';

export const PRINT_ACTOR = { userId: 'print-worker', kind: 'SYSTEM' } as const;

export type PrintCommandRunner = ReturnType<typeof printCommands>;

export function printCommands(platform: Platform, clock: () => Date) {
  const runner = commandRunner(platform, clock);
  return {
    /** `commandId` makes a repeat the same command (a job requested twice is requested once). */
    run<T extends PrintJobCommandType>(
      vendorId: string,
      type: T,
      data: z.input<(typeof printJobCommandSchemas)[T]>,
      commandId?: string,
    ) {
      const command = { type, data: printJobCommandSchemas[type].parse(data) } as Omit<
        PrintJobCommand,
        'metadata'
      >;
      return runner.run({ vendorId, actor: PRINT_ACTOR }, printJobAggregate, command, {
        ...(commandId ? { commandId } : {}),
        wait: false,
      });
    },
  };
}
