import { describe, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { KitchenCommand, PartLine } from './kitchen.commands.ts';
import { kitchenDecider } from './kitchen.decider.ts';
import {
  KitchenLineDone,
  KitchenLineReopened,
  KitchenStationBumped,
  KitchenStationRecalled,
} from './kitchen.events.ts';

const given = specFor(kitchenDecider);
const metadata: CommandMetadata = {
  commandId: 'c-1',
  vendorId: 'vendor-1',
  actor: { userId: 'cook-1', kind: 'STAFF' },
  now: '2025-03-21T08:30:00.000Z',
};
const kebab: PartLine = { lineId: 'l1', menuItemId: 'kebab', count: 2, cooking: 'k2' };
const rice: PartLine = { lineId: 'l2', menuItemId: 'rice', count: 1, cooking: 'r1' };
const part = (lines: PartLine[] = [kebab, rice], cooking = 'part-1') => ({
  orderId: 'o-1',
  stationId: 'hot',
  lines,
  cooking,
});
const cmd = (type: KitchenCommand['type'], data: object) =>
  ({ type, data, metadata }) as KitchenCommand;
const ids = { orderId: 'o-1', stationId: 'hot' };
const bumped = (cooking = 'part-1', lines = [kebab, rice]) =>
  KitchenStationBumped({
    ...ids,
    lines: lines.map(({ lineId, menuItemId, count }) => ({ lineId, menuItemId, count })),
    cooking,
  });

describe('a station’s part of an order', () => {
  it('marks a line done, and bumps the part with its last line', () => {
    given([])
      .when(cmd('MarkLineDone', { ...part(), lineId: 'l1' }))
      .then([KitchenLineDone({ ...ids, lineId: 'l1', cooking: 'k2' })]);
    given([KitchenLineDone({ ...ids, lineId: 'l1', cooking: 'k2' })])
      .when(cmd('MarkLineDone', { ...part(), lineId: 'l2' }))
      .then([KitchenLineDone({ ...ids, lineId: 'l2', cooking: 'r1' }), bumped()]);
  });

  it('counts a line done for how it was cooked: a changed line is to be cooked again', () => {
    const changed = { ...kebab, count: 3, cooking: 'k3' };
    given([KitchenLineDone({ ...ids, lineId: 'l1', cooking: 'k2' })])
      .when(cmd('MarkLineDone', { ...part([changed, rice], 'part-2'), lineId: 'l1' }))
      .then([KitchenLineDone({ ...ids, lineId: 'l1', cooking: 'k3' })]);
  });

  it('does nothing for a line done already, and reopens it when tapped again', () => {
    const done = KitchenLineDone({ ...ids, lineId: 'l1', cooking: 'k2' });
    given([done])
      .when(cmd('MarkLineDone', { ...part(), lineId: 'l1' }))
      .then([]);
    given([done])
      .when(cmd('ReopenLine', { ...part(), lineId: 'l1' }))
      .then([KitchenLineReopened({ ...ids, lineId: 'l1' })]);
  });

  it('refuses a line that is not the station’s, and a station with no lines', () => {
    given([])
      .when(cmd('MarkLineDone', { ...part(), lineId: 'nope' }))
      .thenRefuses('KITCHEN_LINE_NOT_FOUND');
    given([])
      .when(cmd('BumpStation', part([], 'empty')))
      .thenRefuses('KITCHEN_STATION_NOT_FOUND');
  });

  it('bumps once per how the part is cooked; an edit after the bump makes it bumpable again', () => {
    given([]).when(cmd('BumpStation', part())).then([bumped()]);
    given([bumped()]).when(cmd('BumpStation', part())).then([]);
    const more = { lineId: 'l3', menuItemId: 'kebab', count: 1, cooking: 'k1' };
    given([bumped()])
      .when(cmd('BumpStation', part([kebab, rice, more], 'part-2')))
      .then([bumped('part-2', [kebab, rice, more])]);
  });

  it('says how long the part cooked since the order came, unless it was recalled', () => {
    const since = { ...part(), cookingSince: '2025-03-21T08:20:00.000Z' };
    given([])
      .when(cmd('BumpStation', since))
      .then([{ ...bumped(), data: { ...bumped().data, cookedMs: 600_000 } }]);
    given([bumped('old'), KitchenStationRecalled(ids)])
      .when(cmd('BumpStation', since))
      .then([bumped()]);
  });

  it('recalls a bumped part only, and the recalled part cooks again', () => {
    given([]).when(cmd('RecallStation', ids)).thenRefuses('KITCHEN_NOT_BUMPED');
    given([bumped()])
      .when(cmd('RecallStation', ids))
      .then([KitchenStationRecalled(ids)]);
    given([bumped(), KitchenStationRecalled(ids)])
      .when(cmd('BumpStation', part()))
      .then([bumped()]);
  });
});
