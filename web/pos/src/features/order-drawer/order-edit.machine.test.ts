// Editing an order in the drawer: given an order and the cashier's edits, when saved, then.
import { ApiError } from '@sofre/web-shared';
import type { CommandAccepted } from '@sofre/engine/contracts';
import type { OrderEditAction } from '@sofre/engine/order-editing';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { editRequest } from './edit-lines.ts';
import { orderEditMachine, type SaveEditInput } from './order-edit.machine.ts';
import type { EditMode } from './order-moves.ts';
import { anOrder } from './order.test-fixtures.ts';

const accepted: CommandAccepted = { id: 'order-1', status: 'CONFIRMED', position: '9' };

function given(
  order = anOrder(),
  mode: EditMode = 'order',
  save = () => Promise.resolve(accepted),
) {
  const saved: SaveEditInput[] = [];
  const notes = { refused: vi.fn(), saved: vi.fn(), failed: vi.fn() };
  const machine = orderEditMachine.provide({
    actors: {
      saveEdit: fromPromise<CommandAccepted, SaveEditInput>(({ input }) => {
        saved.push(input);
        return save();
      }),
    },
    actions: {
      notifyRefused: (_, params) => notes.refused(params),
      notifySaved: (_, params) => notes.saved(params),
      notifyFailed: (_, params) => notes.failed(params),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'start', order, mode });
  const edit = (action: OrderEditAction) => actor.send({ type: 'edit', action });
  const counts = () => actor.getSnapshot().context.draft!.lines.map((l) => [l.tempId, l.count]);
  const removed = () => actor.getSnapshot().context.draft!.removedItems.map((l) => l.tempId);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, edit, counts, removed, saved, notes, settled };
}
const remove = (tempId: string) => ({ type: 'removeLine', tempId }) as const;
const restore = (tempId: string) => ({ type: 'restoreLine', tempId }) as const;
const inc = (tempId: string) => ({ type: 'increment', tempId }) as const;
const dec = (tempId: string) => ({ type: 'decrement', tempId }) as const;

describe('editing an order in the drawer', () => {
  it('a removed line goes to the removed list and can be restored', () => {
    const { edit, counts, removed } = given();
    edit(remove('order-1:1'));
    expect(counts()).toEqual([['order-1:0', 2]]);
    expect(removed()).toEqual(['order-1:1']);
    edit(restore('order-1:1'));
    expect(removed()).toEqual([]);
    expect(counts()).toEqual([
      ['order-1:0', 2],
      ['order-1:1', 1],
    ]);
  });

  it('removing the last line is refused with the red NOT_ALLOW_REMOVE_ALL_ITEMS toast', () => {
    const { edit, counts, notes } = given();
    edit(remove('order-1:1'));
    edit(remove('order-1:0'));
    expect(counts()).toEqual([['order-1:0', 2]]);
    expect(notes.refused).toHaveBeenCalledWith({
      code: 'NOT_ALLOW_REMOVE_ALL_ITEMS',
      message: 'امکان حذف همه اقلام سفارش وجود ندارد.',
    });
  });

  it('a confirmed order cannot grow past its counts; a SUBMITTED one and an open bill can', () => {
    const confirmed = given();
    expect(confirmed.actor.getSnapshot().can({ type: 'edit', action: inc('order-1:1') })).toBe(
      false,
    );
    confirmed.edit(dec('order-1:0'));
    expect(confirmed.actor.getSnapshot().can({ type: 'edit', action: inc('order-1:0') })).toBe(
      true,
    );
    const submitted = given(anOrder({ status: 'SUBMITTED' }));
    submitted.edit(inc('order-1:1'));
    expect(submitted.counts()[1]).toEqual(['order-1:1', 2]);
    const bill = given(anOrder({ status: 'DELIVERED' }), 'bill');
    bill.edit(inc('order-1:1'));
    expect(bill.counts()[1]).toEqual(['order-1:1', 2]);
  });

  it('nothing changed, nothing to save', () => {
    const { actor, edit } = given();
    expect(actor.getSnapshot().can({ type: 'save' })).toBe(false);
    edit(remove('order-1:1'));
    edit(restore('order-1:1'));
    expect(actor.getSnapshot().can({ type: 'save' })).toBe(false);
  });

  it('saves the lines by id from the position the cashier saw, then says so', async () => {
    const { actor, edit, saved, notes, settled } = given();
    edit(dec('order-1:0'));
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    const { order, draft, mode } = saved[0]!;
    expect(editRequest(order, draft, mode)).toEqual({
      orderId: 'order-1',
      position: '00000000000000000007',
      lines: [
        { id: 'order-1:0', menuItemId: 'order-1:0', count: 1 },
        { id: 'order-1:1', menuItemId: 'order-1:1', count: 1 },
      ],
    });
    expect(notes.saved).toHaveBeenCalledWith({ accepted });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a refused save keeps the draft; an order changed meanwhile closes it', async () => {
    const refused = new ApiError(422, 'EDIT_INCREASE_NOT_ALLOWED', 'no');
    const kept = given(anOrder(), 'order', () => Promise.reject(refused));
    kept.edit(dec('order-1:0'));
    kept.actor.send({ type: 'save' });
    await kept.settled();
    expect(kept.actor.getSnapshot().value).toBe('editing');
    expect(kept.notes.failed).toHaveBeenCalledWith({ error: refused });

    const conflict = new ApiError(409, 'ORDER_CHANGED_MEANWHILE', 'changed');
    const stale = given(anOrder(), 'order', () => Promise.reject(conflict));
    stale.edit(dec('order-1:0'));
    stale.actor.send({ type: 'save' });
    await stale.settled();
    expect(stale.actor.getSnapshot().value).toBe('idle');
  });
});
