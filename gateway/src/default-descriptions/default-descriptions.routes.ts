// Default descriptions (routes.txt /api-identity/defaultdescription): the canned notes a cashier
// adds to an order line or an order. Changing them needs menu.manage; reading also orders.take.
// The lists are default-description.reads.ts; GET {id}, POST, PUT (id in the body) and DELETE
// {id} are the records' own, and the engine's kind decides (one note per wording and target).
import {
  CreateDefaultDescriptionRequest,
  DefaultDescriptionView,
  EditDefaultDescriptionRequest,
} from '@sofre/engine/contracts';
import { defaultDescriptionKind } from '@sofre/engine/default-descriptions';
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { recordRoutes } from '../records/record-routes.ts';
import {
  DEFAULT_DESCRIPTIONS,
  descriptionAccess,
  descriptionTags,
  descriptionView,
  defaultDescriptionListRoutes,
} from './default-description.reads.ts';

export function defaultDescriptionRoutes(app: ZodApp, deps: RecordDeps) {
  defaultDescriptionListRoutes(app, deps);
  recordRoutes(app, deps, {
    kind: defaultDescriptionKind,
    path: DEFAULT_DESCRIPTIONS,
    tags: descriptionTags,
    access: descriptionAccess,
    contracts: {
      view: DefaultDescriptionView,
      create: CreateDefaultDescriptionRequest,
      edit: EditDefaultDescriptionRequest,
    },
    answer: descriptionView,
    summaries: {
      get: 'One default description',
      create: 'Add a default description (the client may send its own id)',
      change: 'Change a default description (its id in the body)',
      remove: 'Remove a default description',
    },
  });
}
