// GET and POST /api/bankconfiguration — which card-reader banks the POS offers and which one it
// selects first (spec §3 bankTypes, preSelectedProvider). The till reads it; terminals.manage
// changes it. A pre-selected bank that is not enabled is a field error.
import { decodeRecorded, fold } from '@sofre/engine';
import {
  bankConfigurationAggregate,
  bankConfigurationDecider,
  bankConfigurationEventCodec,
  bankConfigurationStreamName,
  type BankConfiguration,
  type BankConfigurationEvent,
} from '@sofre/engine/banking';
import { BankConfigurationRequest, BankConfigurationView } from '@sofre/engine/contracts';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { readTerminals } from './pos-terminal-reads.route.ts';

const PATH = '/api/bankconfiguration';

/** Read from its one small stream (no read model holds it); another vendor's reads as empty. */
async function configurationOf(deps: RecordDeps, vendorId: string): Promise<BankConfiguration> {
  const recorded = await deps.platform.store.readStream(bankConfigurationStreamName(vendorId));
  const ours = recorded.filter((e) => e.metadata.vendorId === vendorId);
  const events = ours.map((e) =>
    decodeRecorded<BankConfigurationEvent>(bankConfigurationEventCodec, e),
  );
  return fold(bankConfigurationDecider, events);
}

export function bankConfigurationRoutes(app: ZodApp, deps: RecordDeps) {
  app.get(
    PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'The card-reader banks the POS offers, and the one it selects first',
        headers: BearerHeaders,
        response: { 200: BankConfigurationView, ...problemResponses(401, 403) },
      },
      config: readTerminals,
    },
    async (request) => configurationOf(deps, contextOf(request).vendor.id),
  );

  app.post(
    PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Set the enabled banks and the pre-selected one',
        headers: BearerHeaders,
        body: BankConfigurationRequest,
        response: { 200: BankConfigurationView, ...problemResponses(400, 401, 403, 422) },
      },
      config: { access: staff('terminals.manage') },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      // Read from its stream, not a read model: nothing to wait for.
      const result = await deps.runner.run(
        request,
        bankConfigurationAggregate,
        { type: 'SetBankConfiguration', data: { vendorId, ...request.body } },
        { wait: false },
      );
      return result.state;
    },
  );
}
