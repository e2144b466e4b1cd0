// POST /api-identity/subscriptions, decided: a package for a period opens a contract at the price
// of the day (less a DISCOUNT code's share); a GRANT code gives its package for its days, free. A
// code's use is held around the subscription by the engine's workflow
// (engine/src/subscriptions/subscribe.workflow.ts: claimed first, given back on a refusal unless
// the vendor holds the code, claimed again when a racing tab gave it back).
import { randomUUID } from 'node:crypto';
import { DomainError } from '@sofre/engine';
import type { SubscribeRequest } from '@sofre/engine/contracts';
import {
  FREE_PACKAGE,
  subscribeWithCode,
  type PackageRecord,
  type Subscribing,
} from '@sofre/engine/subscriptions';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { usableCode, type FoundCode } from './code-lookup.ts';
import { periodPrice } from './package-price.ts';
import { codeCounter, packagesOf } from './plan-lookup.ts';

type Request = z.output<typeof SubscribeRequest>;

async function saleOf(deps: AuthDeps, packageId: string): Promise<PackageRecord> {
  const found = (await packagesOf(deps.platform)).find((p) => p.id === packageId);
  // The free package is where everyone stands already; an inactive one is no longer sold.
  if (!found || found.id === FREE_PACKAGE.id || !found.fields.active)
    throw new DomainError('PACKAGE_NOT_FOUND', [
      { field: 'packageId', code: 'PACKAGE_NOT_FOUND', message: 'بسته یافت نشد.' },
    ]);
  return found;
}

/** The engine's workflow, run for the request: the code's use held around the subscription. */
function subscribeHoldingCode(
  deps: AuthDeps,
  request: FastifyRequest,
  code: FoundCode | undefined,
  command: Subscribing,
) {
  const use = code && {
    counter: codeCounter(code.id),
    limit: code.fields.usageLimit,
    code: code.fields.code,
  };
  const metadata = deps.runner.metadataFor(request);
  return subscribeWithCode(
    { store: deps.platform.store, metadata, newId: randomUUID },
    use,
    command,
  );
}

/** Opens the contract (or starts the granted term); answers the contract's id, or null for a grant. */
export async function subscribe(
  deps: AuthDeps,
  request: FastifyRequest,
  body: Request,
): Promise<string | null> {
  const now = deps.clock();
  const code = body.code
    ? await usableCode(deps.platform, body.code, now, body.packageId)
    : undefined;
  if (code?.fields.kind === 'GRANT') {
    const granted = await packageToGrant(deps, code.fields.packageId);
    await subscribeHoldingCode(deps, request, code, {
      type: 'GrantPackage',
      data: {
        subscriptionId: `code:${code.id}`,
        packageId: granted.id,
        packageTitle: granted.fields.title,
        contractFeePercent: granted.fields.contractFeePercent,
        days: code.fields.days ?? 30,
        source: 'CODE',
        code: code.fields.code,
      },
    });
    return null;
  }
  const pkg = await saleOf(deps, body.packageId ?? '');
  const priced = periodPrice(pkg, body.period, code);
  if (!priced)
    throw new DomainError('PACKAGE_PERIOD_NOT_SOLD', [
      {
        field: 'period',
        code: 'PACKAGE_PERIOD_NOT_SOLD',
        message: 'این بسته برای این دوره فروخته نمی‌شود.',
      },
    ]);
  const contractId = randomUUID();
  await subscribeHoldingCode(deps, request, code, {
    type: 'OpenContract',
    data: {
      contractId,
      packageId: pkg.id,
      packageTitle: pkg.fields.title,
      period: body.period,
      days: priced.days,
      price: priced.price,
      discount: priced.discount,
      code: code?.fields.code ?? null,
      contractFeePercent: pkg.fields.contractFeePercent,
    },
  });
  return contractId;
}

/** A grant may give a package no longer on sale, but not one that does not exist. */
async function packageToGrant(deps: AuthDeps, packageId: string): Promise<PackageRecord> {
  const found = (await packagesOf(deps.platform)).find((p) => p.id === packageId);
  if (!found) throw new DomainError('PACKAGE_NOT_FOUND');
  return found;
}
