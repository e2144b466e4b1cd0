// How the print worker runs its commands: the shared command path (handleCommand), as the system,
// for the job's vendor, at the worker's clock. Not a request: nobody waits on the read models.
import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandMetadata } from '@sofre/engine';
import {
  printJobAggregate,
  printJobCommandSchemas,
  type PrintJobCommand,
  type PrintJobCommandType,
} from '@sofre/engine/printing';
import type { z } from 'zod';
import type { Platform } from '../../platform/platform.port.ts';

export const PRINT_ACTOR = { userId: 'print-worker', kind: 'SYSTEM' } as const;

export type PrintCommandRunner = ReturnType<typeof printCommands>;

export function printCommands(platform: Platform, clock: () => Date) {
  const metadata = (vendorId: string, commandId?: string): CommandMetadata => ({
    commandId: commandId ?? randomUUID(),
    vendorId,
    actor: PRINT_ACTOR,
    now: clock().toISOString(),
  });
  return {
    metadata,
    /** `commandId` makes a repeat the same command (a job requested twice is requested once). */
    run<T extends PrintJobCommandType>(
      vendorId: string,
      type: T,
      data: z.input<(typeof printJobCommandSchemas)[T]>,
      commandId?: string,
    ) {
      const command = {
        type,
        data: printJobCommandSchemas[type].parse(data),
        metadata: metadata(vendorId, commandId),
      } as PrintJobCommand;
      return handleCommand(platform.store, printJobAggregate, command);
    },
  };
}
