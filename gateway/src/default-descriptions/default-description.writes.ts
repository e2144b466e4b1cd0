// POST, PUT (id in the body) and DELETE {id} of /api-identity/defaultdescription, for whoever
// manages the menu. The engine's kind decides (one note per wording and target).
import {
  CreateDefaultDescriptionRequest,
  DefaultDescriptionView,
  EditDefaultDescriptionRequest,
} from '@sofre/engine/contracts';
import { defaultDescriptionKind } from '@sofre/engine/default-descriptions';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import {
  changeRecord,
  createRecord,
  recordOr404,
  removeRecord,
  type RecordDeps,
} from '../records/record-commands.ts';
import {
  DEFAULT_DESCRIPTIONS,
  DescriptionIdParams,
  descriptionSchema,
  descriptionView,
} from './default-description.reads.ts';

const writeAccess = staff('menu.manage');

export function defaultDescriptionWriteRoutes(app: ZodApp, deps: RecordDeps) {
  const kind = defaultDescriptionKind;
  app.post(
    DEFAULT_DESCRIPTIONS,
    {
      schema: {
        ...descriptionSchema,
        summary: 'Add a default description (the client may send its own id)',
        body: CreateDefaultDescriptionRequest,
        response: { 201: DefaultDescriptionView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id, ...fields } = request.body;
      const created = await createRecord(deps, request, kind, fields, id);
      return reply.code(201).send(descriptionView(created));
    },
  );
  app.put(
    DEFAULT_DESCRIPTIONS,
    {
      schema: {
        ...descriptionSchema,
        summary: 'Change a default description (its id in the body)',
        body: EditDefaultDescriptionRequest,
        response: { 200: DefaultDescriptionView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: writeAccess },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return descriptionView(await changeRecord(deps, request, kind, id, fields));
    },
  );
  app.delete(
    `${DEFAULT_DESCRIPTIONS}/:id`,
    {
      schema: {
        ...descriptionSchema,
        summary: 'Remove a default description',
        params: DescriptionIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      await recordOr404(deps, request, kind, request.params.id);
      await removeRecord(deps, request, kind, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
