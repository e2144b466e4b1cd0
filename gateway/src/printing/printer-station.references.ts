// A station's printers and categories must exist at this vendor: checked against the read side
// before the command (records kit: references across kinds are the route's to check), so a typo
// or another vendor's id is a field error beside the multi-select that sent it. The engine still
// decides the station's own rules (unique title, a kitchen station names categories).
import { DomainError, errorMessages, type ErrorCode, type FieldError } from '@sofre/engine';
import { printerKind, type PrinterStationFields } from '@sofre/engine/printing';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../http/request-context.ts';
import { recordsOf, type RecordDeps } from '../records/record-commands.ts';

const unknown = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

export async function checkStationReferences(
  deps: RecordDeps,
  request: FastifyRequest,
  station: Pick<PrinterStationFields, 'printerIds' | 'categoryIds'>,
): Promise<void> {
  const [printers, menu] = await Promise.all([
    recordsOf(deps, request, printerKind),
    deps.platform.readSide.menu(contextOf(request).vendor.id),
  ]);
  const printerIds = new Set(printers.map((p) => p.id));
  const categoryIds = new Set(menu.map((c) => c.id));
  const errors = [
    ...station.printerIds.flatMap((id, i) =>
      printerIds.has(id) ? [] : [unknown(`printerIds.${i}`, 'PRINTER_STATION_PRINTER_UNKNOWN')],
    ),
    ...station.categoryIds.flatMap((id, i) =>
      categoryIds.has(id) ? [] : [unknown(`categoryIds.${i}`, 'PRINTER_STATION_CATEGORY_UNKNOWN')],
    ),
  ];
  if (errors.length > 0) throw new DomainError(errors[0]!.code as ErrorCode, errors);
}
