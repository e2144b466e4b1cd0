// A platform admin registers a vendor (POST /api-identity/vendors): the vendor, its owner as a
// user of the vendor, the default roles with the owner holding the owner role (as the demo
// vendors have them), and its line in the platform's directory. Four streams, so four commands;
// each command id is derived from the vendor id, so a retried registration completes what an
// interrupted one left and repeats nothing. Then the read models are awaited, so the owner can
// log in at the vendor's domain with the very next request.
import { randomUUID } from 'node:crypto';
import type { Actor } from '@sofre/engine';
import type { RegisterVendorRequest } from '@sofre/engine/contracts';
import { PLATFORM_VENDOR_ID, userAggregate } from '@sofre/engine/identity';
import { staffAggregate } from '@sofre/engine/staff';
import {
  RegisterVendorData,
  vendorAggregate,
  vendorDirectoryAggregate,
} from '@sofre/engine/vendors';
import type { z } from 'zod';
import { GatewayProblem } from '../http/problem.ts';
import { fieldMessages } from '../messages.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';

type Registration = z.output<typeof RegisterVendorRequest>;

/** The first vendor to claim a domain keeps it: say which one is taken instead of a silent no. */
async function checkDomainsFree(deps: AuthDeps, vendorId: string, domains: readonly string[]) {
  const errors = [];
  for (const [i, domain] of domains.entries()) {
    const holder = await deps.platform.readSide.vendorByDomain(domain);
    if (holder && holder.id !== vendorId)
      errors.push({
        field: `domains.${i}`,
        code: 'DOMAIN_TAKEN',
        message: fieldMessages.invalid_value!,
      });
  }
  if (errors.length > 0) throw new GatewayProblem(400, 'VALIDATION_FAILED', errors);
}

export async function registerVendor(
  deps: AuthDeps,
  admin: Actor,
  body: Registration,
): Promise<string> {
  const vendorId = body.id ?? randomUUID();
  await checkDomainsFree(deps, vendorId, body.domains);
  const ownerUserId = `${vendorId}-owner`;
  const step = (name: string) => ({ commandId: `register-vendor:${vendorId}:${name}` });
  const { name, domains, currencyUnit } = body;
  const { ownerPhoneNumber: phone, ownerFirstName: firstName, ownerLastName: lastName } = body;
  await deps.runner.batch({ vendorId, actor: admin }, async (run) => {
    await run(
      vendorAggregate,
      {
        type: 'RegisterVendor',
        data: RegisterVendorData.parse({ vendorId, name, domains, currencyUnit }),
      },
      step('vendor'),
    );
    await run(
      userAggregate,
      {
        type: 'RegisterUser',
        data: { userId: ownerUserId, phone, firstName, lastName, kind: 'STAFF' },
      },
      step('owner'),
    );
    await run(staffAggregate, { type: 'SeedDefaultRoles', data: { ownerUserId } }, step('roles'));
    await run(
      vendorDirectoryAggregate,
      { type: 'EnrollVendor', data: { vendorId, ownerUserId, ownerPhone: phone } },
      { ...step('directory'), vendorId: PLATFORM_VENDOR_ID },
    );
  });
  return vendorId;
}
