// The floor: GET /api/diningtable/tables (categories with their tables' live state), GET
// /api/diningtable/tables/{id}, and PATCH /api/diningtable/tables?id= (in or out of service, or
// into another category). See dining-tables.routes.ts.
import { diningTableAggregate } from '@sofre/engine/dining-tables';
import {
  DiningIdParams,
  DiningIdQuery,
  DiningTableView,
  FloorCategory,
  PatchDiningTableRequest,
} from '@sofre/engine/contracts';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { floorAnswer, floorOf } from './dining-table.answers.ts';
import { checkAcrossTables, tableAnswer, tableOr404 } from './dining-table.commands.ts';

const FLOOR = '/api/diningtable/tables';
const tags = ['dining-tables'];

export function floorRoutes(app: ZodApp, deps: RecordDeps) {
  app.get(
    FLOOR,
    {
      schema: {
        tags,
        summary: 'Active categories in order, each with its active tables and their state',
        headers: BearerHeaders,
        response: { 200: z.array(FloorCategory), ...problemResponses(401, 403) },
      },
      config: { access: staff('tables.manage', 'orders.take') },
    },
    async (request) => floorAnswer(request, await floorOf(deps.platform, request)),
  );

  app.get(
    `${FLOOR}/:id`,
    {
      schema: {
        tags,
        summary: 'One table with its state, reservation and QR link',
        headers: BearerHeaders,
        params: DiningIdParams,
        response: { 200: DiningTableView, ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: staff('tables.manage', 'orders.take') },
    },
    async (request) => tableAnswer(deps, request, request.params.id),
  );

  app.patch(
    FLOOR,
    {
      schema: {
        tags,
        summary: 'Take a table in or out of service, or move it to another category',
        headers: BearerHeaders,
        querystring: DiningIdQuery,
        body: PatchDiningTableRequest,
        response: { 200: DiningTableView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: staff('tables.manage') },
    },
    async (request) => {
      const tableId = request.query.id;
      await tableOr404(deps, request, tableId);
      const changes = request.body;
      await checkAcrossTables(deps, request, tableId, { categoryId: changes.categoryId });
      await deps.runner.run(request, diningTableAggregate, {
        type: 'PatchDiningTable',
        data: { tableId, changes },
      });
      return tableAnswer(deps, request, tableId);
    },
  );
}
