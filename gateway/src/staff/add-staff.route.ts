// POST /api-identity/users/addstaff — a user joins the vendor's staff with roles.
// By phone: when the vendor has no user with that phone, one is registered (kind STAFF, with
// firstName and lastName, both then required) so the new member can log in with a code at once.
// A phone or id that belongs to a customer is refused (PHONE_EXISTS): a customer's token carries
// no staff permissions, so they would join in name only.
import { randomUUID } from 'node:crypto';
import { DomainError, errorMessages, type ErrorCode } from '@sofre/engine';
import { userAggregate, userCommandSchemas } from '@sofre/engine/identity';
import { staffAggregate } from '@sofre/engine/staff';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { staff } from '../http/access.ts';
import { staffMemberAnswer } from './staff.answers.ts';
import { AddStaffRequest, StaffMemberResponse } from './staff.contracts.ts';
import type { StaffDeps } from './staff.deps.ts';

const refuse = (code: ErrorCode, field: string) =>
  new DomainError(code, [{ field, code, message: errorMessages[code] }]);

/** The member's user id, and the registration to make first when the phone is new. */
type AddStaffBody = z.output<typeof AddStaffRequest>;

async function whoJoins(deps: StaffDeps, vendorId: string, body: AddStaffBody) {
  const { readSide } = deps.platform;
  const field = body.userId === undefined ? 'phoneNumber' : 'userId';
  const user =
    body.userId === undefined
      ? await readSide.userByPhone(vendorId, body.phoneNumber!)
      : await readSide.userById(vendorId, body.userId);
  if (user) {
    if (user.kind === 'CUSTOMER') throw refuse('PHONE_EXISTS', field);
    return { userId: user.id, register: undefined };
  }
  if (body.userId !== undefined) throw refuse('USER_NOT_FOUND', 'userId');
  // Checked before anything is written: missing names come back as field errors (400).
  const register = userCommandSchemas.RegisterUser.parse({
    userId: randomUUID(),
    phone: body.phoneNumber,
    firstName: body.firstName,
    lastName: body.lastName,
    kind: 'STAFF',
  });
  return { userId: register.userId, register };
}

async function addStaff(deps: StaffDeps, request: FastifyRequest, body: AddStaffBody) {
  const vendorId = contextOf(request).vendor.id;
  const { userId, register } = await whoJoins(deps, vendorId, body);
  // Staff first: a refusal (roles, grants) leaves no user registered behind it.
  // One wait, for the last of them: the answer reads both back.
  await deps.runner.batch(request, async (run) => {
    await run(staffAggregate, { type: 'AddStaff', data: { userId, roleIds: body.roleIds } });
    if (register) await run(userAggregate, { type: 'RegisterUser', data: register });
  });
  return staffMemberAnswer(deps.platform.readSide, vendorId, userId);
}

export function addStaffRoute(app: ZodApp, deps: StaffDeps) {
  app.post(
    '/api-identity/users/addstaff',
    {
      schema: {
        tags: ['identity'],
        summary: 'Add a user (by phone or id) to the staff with roles',
        headers: BearerHeaders,
        body: AddStaffRequest,
        response: { 201: StaffMemberResponse, ...problemResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: staff('staff.manage') },
    },
    async (request, reply) => reply.code(201).send(await addStaff(deps, request, request.body)),
  );
}
