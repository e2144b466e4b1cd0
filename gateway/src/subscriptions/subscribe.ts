// POST /api-identity/subscriptions, decided: a package for a period opens a contract at the price
// of the day (less a DISCOUNT code's share); a GRANT code gives its package for its days, free. A
// code's use is claimed on the code's own counter first (one use per vendor, never past the code's
// limit however many vendors race for it) and given back if the subscription is refused.
import { randomUUID } from 'node:crypto';
import { DomainError } from '@sofre/engine';
import type { SubscribeRequest } from '@sofre/engine/contracts';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import {
  FREE_PACKAGE,
  subscriptionAggregate,
  usageAggregate,
  type PackageRecord,
} from '@sofre/engine/subscriptions';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { contextOf } from '../http/request-context.ts';
import { codeRefused, usableCode, type FoundCode } from './code-lookup.ts';
import { periodPrice } from './package-price.ts';
import { codeCounter, packagesOf, subscriptionOf } from './plan-lookup.ts';

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

/** Holds one use of the code for the vendor; answers how to give it back (if it was taken now). */
async function claimCode(deps: AuthDeps, request: FastifyRequest, code: FoundCode) {
  const vendorId = contextOf(request).vendor.id;
  const counter = codeCounter(code.id);
  const platform = { vendorId: PLATFORM_VENDOR_ID, wait: false } as const;
  const claimed = await deps.runner.run(
    request,
    usageAggregate,
    {
      type: 'ClaimUsage',
      data: {
        counter,
        subject: vendorId,
        limit: code.fields.usageLimit ?? Number.MAX_SAFE_INTEGER,
        refusal: 'SUBSCRIPTION_CODE_USED_UP',
      },
    },
    platform,
  );
  if (claimed.events.length === 0) {
    // The vendor holds the code's use already. A DISCOUNT on a contract it never paid may open
    // another (it is the same use); a grant taken, or a discount paid for, is used up.
    const state = await subscriptionOf(deps.platform.store, vendorId);
    const paid = state.contracts.some((c) => c.code === code.fields.code && c.status === 'PAID');
    if (code.fields.kind === 'GRANT' || paid) throw codeRefused('SUBSCRIPTION_CODE_USED_UP');
    return async () => {};
  }
  return () =>
    deps.runner.run(
      request,
      usageAggregate,
      { type: 'ReleaseUsage', data: { counter, subject: vendorId } },
      platform,
    );
}

/** Runs `subscribe` with the code's use held; a refusal gives the use back. */
async function withCodeUse<T>(
  deps: AuthDeps,
  request: FastifyRequest,
  code: FoundCode | undefined,
  subscribe: () => Promise<T>,
): Promise<T> {
  if (!code) return subscribe();
  const release = await claimCode(deps, request, code);
  try {
    return await subscribe();
  } catch (error) {
    await release();
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
