// POST / PATCH /api/bikers (create, edit) and PATCH /api/bikers/state (on or off shift). Creating
// a biker also registers their login (a BIKER user with the biker's id and phone), so they can sign
// in at /biker with /api-identity/bikers/login.
import { DomainError } from '@sofre/engine';
import { bikerAggregate } from '@sofre/engine/bikers';
import {
  BikerAnswer,
  BikerShiftRequest,
  CreateBikerRequest,
  EditBikerRequest,
} from '@sofre/engine/contracts';
import { userAggregate } from '@sofre/engine/identity';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { bikerNamed, bikerOrDispatcher, type BikerDeps } from './biker-deps.ts';

type BikerBody = z.output<typeof CreateBikerRequest>;
const profileOf = (body: BikerBody) => ({
  bikerId: body.id,
  name: body.name,
  phone: body.phoneNumber,
  active: body.isActive,
});

/** First word the first name, the rest the last name (a user has both). */
const userNames = (name: string) => {
  const [first = name, ...rest] = name.split(' ');
  return { firstName: first.slice(0, 50), lastName: (rest.join(' ') || '-').slice(0, 50) };
};

async function registerLogin(deps: BikerDeps, request: FastifyRequest, body: BikerBody) {
  const { vendor } = contextOf(request);
  const holder = await deps.platform.readSide.userByPhone(vendor.id, body.phoneNumber);
  if (holder && holder.id !== body.id) throw new DomainError('BIKER_PHONE_TAKEN');
  if (holder) return;
  await deps.runner.run(
    request,
    userAggregate,
    {
      type: 'RegisterUser',
      data: { userId: body.id, phone: body.phoneNumber, kind: 'BIKER', ...userNames(body.name) },
    },
    { commandId: `biker-login:${body.id}` },
  );
}

export function bikerAdminRoutes(app: ZodApp, deps: BikerDeps) {
  const runner = deps.runner;
  const answers = { 200: BikerAnswer, ...problemResponses(400, 401, 403, 404, 409) };
  app.post(
    '/api/bikers',
    {
      schema: {
        tags: ['bikers'],
        summary: 'Add a biker',
        body: CreateBikerRequest,
        response: answers,
      },
      config: { access: staff('delivery.manage') },
    },
    async (request) => {
      const { body } = request;
      const holder = await deps.platform.readSide.userByPhone(
        contextOf(request).vendor.id,
        body.phoneNumber,
      );
      if (holder && holder.id !== body.id) throw new DomainError('BIKER_PHONE_TAKEN');
      const result = await runner.run(
        request,
        bikerAggregate,
        { type: 'CreateBiker', data: profileOf(body) },
        { commandId: `create-biker:${body.id}` },
      );
      await registerLogin(deps, request, body);
      return { id: body.id, position: result.position ?? deps.platform.readSide.position() };
    },
  );
  app.patch(
    '/api/bikers',
    {
      schema: {
        tags: ['bikers'],
        summary: 'Edit a biker',
        body: EditBikerRequest,
        response: answers,
      },
      config: { access: staff('delivery.manage') },
    },
    async (request) => {
      const result = await runner.run(request, bikerAggregate, {
        type: 'EditBiker',
        data: profileOf(request.body),
      });
      return {
        id: request.body.id,
        position: result.position ?? deps.platform.readSide.position(),
      };
    },
  );
  app.patch(
    '/api/bikers/state',
    {
      schema: {
        tags: ['bikers'],
        summary: 'Put a biker on or off shift (a biker: themselves)',
        body: BikerShiftRequest,
        response: answers,
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const bikerId = bikerNamed(bikerOrDispatcher(request), request.body.id);
      const result = await runner.run(request, bikerAggregate, {
        type: 'ChangeBikerShift',
        data: { bikerId, onShift: request.body.onShift },
      });
      return { id: bikerId, position: result.position ?? deps.platform.readSide.position() };
    },
  );
}
