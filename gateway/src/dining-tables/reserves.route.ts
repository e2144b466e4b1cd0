// Reservations: GET /api/diningtable/reserves (current ones, soonest first), PATCH
// /api/diningtable/reserves (reserve a table), PUT /api/diningtable/reserves/free (free it). The
// rules — one party at a time, enough seats, not in the past, only a reserved table is freed —
// are the engine's (dining-table.decider.ts). See dining-tables.routes.ts.
import { diningTableAggregate } from '@sofre/engine/dining-tables';
import {
  DiningTableView,
  FreeTableRequest,
  ReserveTableRequest,
  TableReservationView,
} from '@sofre/engine/contracts';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { floorOf, reservationsAnswer } from './dining-table.answers.ts';
import { tableAnswer } from './dining-table.commands.ts';

const RESERVES = '/api/diningtable/reserves';
const tags = ['dining-tables'];
const floorStaff = staff('tables.manage', 'orders.take');

export function reservesRoutes(app: ZodApp, deps: RecordDeps) {
  app.get(
    RESERVES,
    {
      schema: {
        tags,
        summary: 'Current reservations with their tables, soonest first',
        headers: BearerHeaders,
        response: { 200: z.array(TableReservationView), ...problemResponses(401, 403) },
      },
      config: { access: floorStaff },
    },
    async (request) => reservationsAnswer(request, await floorOf(deps.platform, request)),
  );

  app.patch(
    RESERVES,
    {
      schema: {
        tags,
        summary: 'Reserve a table for a guest: name, phone, party size, time',
        headers: BearerHeaders,
        body: ReserveTableRequest,
        response: { 200: DiningTableView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: floorStaff },
    },
    async (request) => {
      const { tableId, ...reservation } = request.body;
      await deps.runner.run(request, diningTableAggregate, {
        type: 'ReserveDiningTable',
        data: { tableId, reservation },
      });
      return tableAnswer(deps, request, tableId);
    },
  );

  app.put(
    `${RESERVES}/free`,
    {
      schema: {
        tags,
        summary: 'Free a reserved table',
        headers: BearerHeaders,
        body: FreeTableRequest,
        response: { 200: DiningTableView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: floorStaff },
    },
    async (request) => {
      const { tableId } = request.body;
      await deps.runner.run(request, diningTableAggregate, {
        type: 'FreeDiningTable',
        data: { tableId },
      });
      return tableAnswer(deps, request, tableId);
    },
  );
}
