// The lines an edit asks for, as order lines. A line the order already has (named by its id) keeps
// what it was sold at, only its count and note change; a new line is priced from today's menu as
// a new order's line is (resolve-order-lines.ts). Spec §4's merge rule holds: a new line of an
// item and topping set the order already has adds to that line instead.
import type { MenuCategoryView } from '../contracts/menu.contract.ts';
import type { EditLineRequest, OrderLineRequest } from '../contracts/orders.contract.ts';
import { resolveOrderLines } from '../catalog/resolve-order-lines.ts';
import { DomainError, errorMessages, type FieldError } from '../shared/domain-error.ts';
import type { OrderSource } from '../shared/enums.ts';
import { draftLineKey } from '../pricing/line-identity.ts';
import type { OrderLine } from '../pricing/order-line.ts';

export function linesForEdit(
  current: readonly OrderLine[],
  requested: readonly EditLineRequest[],
  menu: readonly MenuCategoryView[],
  newTempId: (index: number) => string,
  channel?: OrderSource,
): OrderLine[] {
  const errors: FieldError[] = [];
  const kept: OrderLine[] = [];
  const added: { index: number; request: OrderLineRequest }[] = [];
  requested.forEach((request, index) => {
    if (request.id === undefined) {
      // The contract asks a new line for its item; without one there is nothing to add.
      const { id: _id, menuItemId, ...rest } = request;
      if (menuItemId !== undefined) added.push({ index, request: { ...rest, menuItemId } });
      return;
    }
    const line = current.find((l) => l.tempId === request.id);
    if (!line) {
      const code = 'ORDER_LINE_NOT_FOUND';
      errors.push({ field: `lines[${index}].id`, code, message: errorMessages[code] });
      return;
    }
    const note = request.note === undefined ? line.note : request.note || undefined;
    const { note: _old, ...rest } = line;
    kept.push({ ...rest, count: request.count, ...(note ? { note } : {}) });
  });
  if (errors.length > 0) throw new DomainError('ORDER_LINE_NOT_FOUND', errors);
  const fresh = added.length
    ? resolveOrderLines(
        menu,
        added.map((a) => a.request),
        (i) => newTempId(added[i]!.index),
        channel,
      )
    : [];
  return fresh.reduce(mergeInto, kept);
}

function mergeInto(lines: OrderLine[], line: OrderLine): OrderLine[] {
  const key = draftLineKey(line);
  const same = lines.find((l) => draftLineKey(l) === key);
  return same
    ? lines.map((l) => (l === same ? { ...l, count: l.count + line.count } : l))
    : [...lines, line];
}
