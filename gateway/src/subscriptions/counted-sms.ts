// A vendor's SMS (the ready call, a payment link) counted against its package's monthly SMS cap:
// a place on the month's SMS counter is claimed before the text goes out (exact however many are
// sent at once, usage.decider.ts), refused 403 PACKAGE_LIMIT_REACHED at the cap, and given back
// when the provider did not take the text. Without a cap the text is counted all the same, without
// reading the counter (claim-usage.ts): the month's count is true for the usages screen and for a
// cap that applies later.
import { randomUUID } from 'node:crypto';
import {
  claimUsage,
  limitOf,
  usageAggregate,
  usagePeriod,
  vendorCounter,
} from '@sofre/engine/subscriptions';
import type { FastifyRequest } from 'fastify';
import type { CommandRunner } from '../commands/command-runner.ts';
import { contextOf } from '../http/request-context.ts';
import type { SmsMessage, SmsReceipt, SmsSender } from '../sms/sms.port.ts';
import { planFor } from './plan-lookup.ts';

export async function sendCountedSms(
  runner: CommandRunner,
  request: FastifyRequest,
  sms: SmsSender,
  message: SmsMessage,
): Promise<SmsReceipt> {
  const vendorId = contextOf(request).vendor.id;
  const now = runner.clock();
  const limit = limitOf((await planFor(runner.platform, vendorId, now)).plan, 'SMS') ?? null;
  const counter = vendorCounter('SMS', vendorId, usagePeriod(now.toISOString()));
  const subject = randomUUID();
  const options = { wait: false } as const;
  await claimUsage(runner.platform.store, {
    type: 'ClaimUsage',
    data: { counter, subject, limit, refusal: 'PACKAGE_LIMIT_REACHED' },
    metadata: runner.metadataFor(request),
  });
  try {
    return await sms.send(message);
  } catch (error) {
    await runner.run(
      request,
      usageAggregate,
      { type: 'ReleaseUsage', data: { counter, subject } },
      options,
    );
    throw error;
  }
}
