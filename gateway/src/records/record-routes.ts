// The REST shape most back-office records share (routes.txt): GET path (all), GET path/{id},
// POST path (the client may send its own id), PUT path (id in the body), DELETE path/{id}. One
// spec per record kind says its path, contracts, who may read and write, how a record is answered,
// and the checks beyond the kind's own rules (references to other records, a record still in use).
// A route is registered only when the spec gives its summary, so a kind with a paged list or no
// removal keeps its own route for that (and then needs no contract for a body it never takes).
import type { RecordFields, RecordKind } from '@sofre/engine/records';
import type { RecordView } from '@sofre/projections';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import {
  changeRecord,
  createRecord,
  recordOr404,
  recordsOf,
  removeRecord,
  type RecordDeps,
} from './record-commands.ts';

type FieldsOf<F extends RecordFields> = z.output<F>;
type Operation = 'list' | 'get' | 'create' | 'change' | 'remove';

export const RecordIdParams = z.object({ id: z.string().min(1).max(100) });

export interface RecordRoutesSpec<F extends RecordFields, V> {
  readonly kind: RecordKind<F>;
  readonly path: string;
  readonly tags: readonly string[];
  readonly access: { readonly read: Access; readonly write: Access };
  readonly contracts: {
    readonly view: z.ZodType<V>;
    /** The POST body: needed with summaries.create. */
    readonly create?: z.ZodType<FieldsOf<F> & { readonly id?: string | undefined }>;
    /** The PUT body: needed with summaries.change. */
    readonly edit?: z.ZodType<FieldsOf<F> & { readonly id: string }>;
    /** The id in GET and DELETE paths, when the kind's contracts have their own (e.g. trimmed). */
    readonly idParams?: z.ZodType<{ readonly id: string }>;
  };
  /** The OpenAPI summary of each route to register. */
  readonly summaries: Partial<Record<Operation, string>>;
  readonly answer: (record: RecordView<FieldsOf<F>>, request: FastifyRequest) => V | Promise<V>;
  /**
   * Refuses fields that name records which do not exist (before create and change). A change then
   * first asks the read side for the record; without it the kind itself refuses a missing id.
   */
  readonly checkFields?: (request: FastifyRequest, fields: FieldsOf<F>) => Promise<void>;
  /** Refuses removing a record something still uses (after the 404 check). */
  readonly checkRemove?: (request: FastifyRequest, id: string) => Promise<void>;
}

export function recordRoutes<F extends RecordFields, V>(
  app: ZodApp,
  deps: RecordDeps,
  spec: RecordRoutesSpec<F, V>,
) {
  const { kind, path, summaries, contracts, access } = spec;
  // Typed loosely for fastify: its reply typing cannot follow a generic V through the schema.
  const view: z.ZodType<unknown> = contracts.view;
  const base = { tags: [...spec.tags], headers: BearerHeaders };
  const idParams = contracts.idParams ?? RecordIdParams;
  const bodyOf = <B>(body: B | undefined, operation: Operation): B => {
    if (!body) throw new Error(`recordRoutes ${path}: summaries.${operation} needs its contract`);
    return body;
  };
  const answerAll = (records: RecordView<FieldsOf<F>>[], request: FastifyRequest) =>
    Promise.all(records.map((r) => spec.answer(r, request)));

  if (summaries.list)
    app.get(
      path,
      {
        schema: {
          ...base,
          summary: summaries.list,
          response: { 200: z.array(view), ...problemResponses(401, 403) },
        },
        config: { access: access.read },
      },
      async (request) => answerAll(await recordsOf(deps, request, kind), request),
    );

  if (summaries.get)
    app.get(
      `${path}/:id`,
      {
        schema: {
          ...base,
          summary: summaries.get,
          params: idParams,
          response: { 200: view, ...problemResponses(401, 403, 404) },
        },
        config: { access: access.read },
      },
      async (request) =>
        spec.answer(await recordOr404(deps, request, kind, request.params.id), request),
    );

  if (summaries.create)
    app.post(
      path,
      {
        schema: {
          ...base,
          summary: summaries.create,
          body: bodyOf(contracts.create, 'create'),
          response: { 201: view, ...problemResponses(400, 401, 403, 409, 422) },
        },
        config: { access: access.write },
      },
      async (request, reply) => {
        const { id, ...fields } = request.body as FieldsOf<F> & { readonly id?: string };
        return deps.runner.createOnce(request, reply, kind.kind, id, async () => {
          await spec.checkFields?.(request, fields as FieldsOf<F>);
          const created = await createRecord(deps, request, kind, fields as FieldsOf<F>, id);
          return spec.answer(created, request);
        });
      },
    );

  if (summaries.change)
    app.put(
      path,
      {
        schema: {
          ...base,
          summary: summaries.change,
          body: bodyOf(contracts.edit, 'change'),
          response: { 200: view, ...problemResponses(400, 401, 403, 404, 422) },
        },
        config: { access: access.write },
      },
      async (request) => {
        const { id, ...fields } = request.body as FieldsOf<F> & { readonly id: string };
        if (spec.checkFields) {
          // A record that is gone is the 404 the path promises, before its references are judged.
          await recordOr404(deps, request, kind, id);
          await spec.checkFields(request, fields as FieldsOf<F>);
        }
        const changed = await changeRecord(deps, request, kind, id, fields as FieldsOf<F>);
        return spec.answer(changed, request);
      },
    );

  if (summaries.remove)
    app.delete(
      `${path}/:id`,
      {
        schema: {
          ...base,
          summary: summaries.remove,
          params: idParams,
          response: {
            204: z.null(),
            ...problemResponses(...[401, 403, 404, ...(spec.checkRemove ? [422] : [])]),
          },
        },
        config: { access: access.write },
      },
      async (request, reply) => {
        const { id } = request.params;
        // Without a use to check, the kind's own stream says whether the record exists (a record
        // just created is found even before the read models have it).
        if (spec.checkRemove) {
          await recordOr404(deps, request, kind, id);
          await spec.checkRemove(request, id);
        }
        await removeRecord(deps, request, kind, id);
        return reply.code(204).send(null);
      },
    );
}
