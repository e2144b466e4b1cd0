// POST /api-identity/subscriptions, decided: a package for a period opens a contract at the price
// of the day (less a DISCOUNT code's share); a GRANT code gives its package for its days, free. A
// code's use is claimed on the code's own counter first (one place per vendor, never past the code's
// limit however many vendors race for it); whether the vendor may use a code it holds again (a
// DISCOUNT on a contract never paid: yes) is the engine's rule (codeUsedUp). A use taken now is
// given back if the subscription is refused and nothing of the vendor's holds the code.
import { randomUUID } from 'node:crypto';
import { DomainError } from '@sofre/engine';
import type { SubscribeRequest } from '@sofre/engine/contracts';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import {
  FREE_PACKAGE,
  holdsCode,
  subscriptionAggregate,
  usageAggregate,
  type PackageRecord,
} from '@sofre/engine/subscriptions';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { contextOf } from '../http/request-context.ts';
import { usableCode, type FoundCode } from './code-lookup.ts';
import { periodPrice } from './package-price.ts';
import { codeCounter, packagesOf, subscriptionOf } from './plan-lookup.ts';

type Request = z.output<typeof SubscribeRequest>;
/** A code's counter lives on the platform's own streams. */
const ON_PLATFORM = { vendorId: PLATFORM_VENDOR_ID, wait: false } as const;

async function saleOf(deps: AuthDeps, packageId: string): Promise<PackageRecord> {
  const found = (await packagesOf(deps.platform)).find((p) => p.id === packageId);
  // The free package is where everyone stands already; an inactive one is no longer sold.
  if (!found || found.id === FREE_PACKAGE.id || !found.fields.active)
    throw new DomainError('PACKAGE_NOT_FOUND', [
      { field: 'packageId', code: 'PACKAGE_NOT_FOUND', message: 'بسته یافت نشد.' },
    ]);
  return found;
}

/**
 * Holds one use of the code for the vendor; answers whether it was taken now (false: the vendor
 * held it already — whether it may use it again is the engine's to say).
 */
async function claimCode(deps: AuthDeps, request: FastifyRequest, code: FoundCode) {
  const claimed = await deps.runner.run(
    request,
    usageAggregate,
    {
      type: 'ClaimUsage',
      data: {
        counter: codeCounter(code.id),
        subject: contextOf(request).vendor.id,
        limit: code.fields.usageLimit,
        refusal: 'SUBSCRIPTION_CODE_USED_UP',
      },
    },
    ON_PLATFORM,
  );
  return claimed.events.length > 0;
}

/**
 * Gives back a use taken now, unless something of the vendor's holds the code: a racing subscribe
 * with the same code may have opened (or paid) a contract with it meanwhile, and that one counts.
 */
async function releaseCode(deps: AuthDeps, request: FastifyRequest, code: FoundCode) {
  const vendorId = contextOf(request).vendor.id;
  const state = await subscriptionOf(deps.platform.store, vendorId);
  if (holdsCode(state, code.fields.code)) return;
  await deps.runner.run(
    request,
    usageAggregate,
    { type: 'ReleaseUsage', data: { counter: codeCounter(code.id), subject: vendorId } },
    ON_PLATFORM,
  );
}

/** Runs `subscribe` with the code's use held; a refusal gives back a use taken for it. */
async function withCodeUse<T>(
  deps: AuthDeps,
  request: FastifyRequest,
  code: FoundCode | undefined,
  subscribe: () => Promise<T>,
): Promise<T> {
  if (!code) return subscribe();
  const takenNow = await claimCode(deps, request, code);
  try {
    return await subscribe();
  } catch (error) {
    if (takenNow) await releaseCode(deps, request, code);
    throw error;
  }
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
    await withCodeUse(deps, request, code, () =>
      deps.runner.run(
        request,
        subscriptionAggregate,
        {
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
        },
        { wait: false },
      ),
    );
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
  await withCodeUse(deps, request, code, () =>
    deps.runner.run(
      request,
      subscriptionAggregate,
      {
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
      },
      { wait: false },
    ),
  );
  return contractId;
}

/** A grant may give a package no longer on sale, but not one that does not exist. */
async function packageToGrant(deps: AuthDeps, packageId: string): Promise<PackageRecord> {
  const found = (await packagesOf(deps.platform)).find((p) => p.id === packageId);
  if (!found) throw new DomainError('PACKAGE_NOT_FOUND');
  return found;
}
