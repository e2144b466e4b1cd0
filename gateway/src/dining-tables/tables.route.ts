// The management face of tables: GET /api/diningtable (paged), POST and PUT /api/diningtable, and
// GET /api/diningtable/alltables (every table, for the POS). See dining-tables.routes.ts.
import { diningTableAggregate } from '@sofre/engine/dining-tables';
import { randomUUID } from 'node:crypto';
import {
  CreateDiningTableRequest,
  DiningTableListQuery,
  DiningTableView,
  pageOf,
  UpdateDiningTableRequest,
} from '@sofre/engine/contracts';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { pageRecords } from '../records/record-page.ts';
import { allTablesAnswer, floorOf } from './dining-table.answers.ts';
import { checkAcrossTables, tableAnswer, tableOr404 } from './dining-table.commands.ts';

const TABLES = '/api/diningtable';
const tags = ['dining-tables'];

export function tablesRoutes(app: ZodApp, deps: RecordDeps) {
  app.get(
    TABLES,
    {
      schema: {
        tags,
        summary: 'The vendor’s tables, a page at a time (search number, name, category)',
        headers: BearerHeaders,
        querystring: DiningTableListQuery,
        response: { 200: pageOf(DiningTableView), ...problemResponses(400, 401, 403) },
      },
      config: { access: staff('tables.manage') },
    },
    async (request) => {
      const q = request.query;
      const all = allTablesAnswer(request, await floorOf(deps.platform, request))
        .filter((t) => !q.categoryId || t.categoryId === q.categoryId)
        .sort((a, b) => a.number - b.number);
      return pageRecords(
        all,
        {
          pageNumber: q.PageNumber ?? q.pageNumber,
          pageSize: q.PageSize ?? q.pageSize,
          search: q.Search ?? q.search,
        },
        (t) => `${t.number} ${t.name} ${t.categoryTitle ?? ''}`,
      );
    },
  );

  app.get(
    `${TABLES}/alltables`,
    {
      schema: {
        tags,
        summary: 'Every table with its state, by category order then number',
        headers: BearerHeaders,
        response: { 200: z.array(DiningTableView), ...problemResponses(401, 403) },
      },
      config: { access: staff('tables.manage', 'orders.take') },
    },
    async (request) => allTablesAnswer(request, await floorOf(deps.platform, request)),
  );

  app.post(
    TABLES,
    {
      schema: {
        tags,
        summary: 'Add a table (FREE) to a category',
        headers: BearerHeaders,
        body: CreateDiningTableRequest,
        response: { 201: DiningTableView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: staff('tables.manage') },
    },
    async (request, reply) => {
      const { id: clientId, ...details } = request.body;
      return deps.runner.createOnce(request, reply, 'dining-table', clientId, async () => {
        const tableId = clientId ?? randomUUID();
        await checkAcrossTables(deps, request, tableId, details);
        // The command id follows a client's table id: a create retried after a crash is a repeat.
        const commandId = clientId ? `create:dining-table:${clientId}` : undefined;
        await deps.runner.run(
          request,
          diningTableAggregate,
          { type: 'CreateDiningTable', data: { tableId, details } },
          { commandId: commandId },
        );
        return tableAnswer(deps, request, tableId);
      });
    },
  );

  app.put(
    TABLES,
    {
      schema: {
        tags,
        summary: 'Edit a table: number, name, category, seats, in service',
        headers: BearerHeaders,
        body: UpdateDiningTableRequest,
        response: { 200: DiningTableView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: staff('tables.manage') },
    },
    async (request) => {
      const { id: tableId, ...details } = request.body;
      await tableOr404(deps, request, tableId);
      await checkAcrossTables(deps, request, tableId, details);
      await deps.runner.run(request, diningTableAggregate, {
        type: 'ChangeDiningTable',
        data: { tableId, details },
      });
      return tableAnswer(deps, request, tableId);
    },
  );
}
