// A subscription code as a vendor typed it: found by its one spelling among the platform's codes,
// refused (a field error on `code`) when it is unknown, off, expired or for another package. Its
// uses are counted where they are claimed (usage.decider.ts, one counter per code).
import { DomainError, errorMessages, type ErrorCode } from '@sofre/engine';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import {
  SubscriptionCodeText,
  subscriptionCodeKind,
  subscriptionCodeRefusal,
  type SubscriptionCodeFields,
} from '@sofre/engine/subscriptions';
import type { Platform } from '../platform/platform.port.ts';

export interface FoundCode {
  readonly id: string;
  readonly fields: SubscriptionCodeFields;
}

export const codeRefused = (code: ErrorCode) =>
  new DomainError(code, [{ field: 'code', code, message: errorMessages[code] }]);

export async function codesOf(platform: Pick<Platform, 'readSide'>): Promise<FoundCode[]> {
  const rows = await platform.readSide.records(PLATFORM_VENDOR_ID, subscriptionCodeKind.kind);
  return rows.map((r) => ({ id: r.id, fields: r.fields as SubscriptionCodeFields }));
}

export async function codeByText(
  platform: Pick<Platform, 'readSide'>,
  text: string,
): Promise<FoundCode | undefined> {
  const parsed = SubscriptionCodeText.safeParse(text);
  if (!parsed.success) return undefined;
  return (await codesOf(platform)).find((c) => c.fields.code === parsed.data);
}

/** The code if it may be used now (for `packageId`, when named), else its refusal. */
export async function usableCode(
  platform: Pick<Platform, 'readSide'>,
  text: string,
  now: Date,
  packageId?: string,
): Promise<FoundCode> {
  const found = await codeByText(platform, text);
  const refusal = subscriptionCodeRefusal(found?.fields, now.toISOString());
  if (refusal || !found) throw codeRefused(refusal ?? 'SUBSCRIPTION_CODE_INVALID');
  if (packageId !== undefined && found.fields.packageId !== packageId)
    throw codeRefused('SUBSCRIPTION_CODE_OTHER_PACKAGE');
  return found;
}
