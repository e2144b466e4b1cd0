// A food shift the menu still names is not removed: an item whose only shift vanished would sell
// at every hour. Checked against the read side's menu; the refusal names the categories and items.
import { DomainError, errorMessages } from '@sofre/engine';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../http/request-context.ts';
import type { RecordDeps } from '../records/record-commands.ts';

export async function checkShiftUnused(
  deps: Pick<RecordDeps, 'platform'>,
  request: FastifyRequest,
  id: string,
): Promise<void> {
  const menu = await deps.platform.readSide.menu(contextOf(request).vendor.id);
  const users = [
    ...menu.filter((c) => c.foodShiftIds?.includes(id)).map((c) => c.title),
    ...menu.flatMap((c) => c.items.filter((i) => i.foodShiftIds?.includes(id)).map((i) => i.title)),
  ];
  if (users.length === 0) return;
  const message = `${errorMessages.FOOD_SHIFT_IN_USE} ${users.map((t) => `«${t}»`).join('، ')}`;
  throw new DomainError('FOOD_SHIFT_IN_USE', [{ field: 'id', code: 'FOOD_SHIFT_IN_USE', message }]);
}
