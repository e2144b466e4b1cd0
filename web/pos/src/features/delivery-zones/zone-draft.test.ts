// The outline's drawing steps: corners added by clicks (a double click adds one), undo, finish
// only with three corners, dragging a corner while editing, redraw and cancel.
import type { DeliveryZoneView } from '@sofre/engine/contracts';
import type { LngLat } from '@sofre/engine/delivery-zones';
import { describe, expect, it } from 'vitest';
import { idleDraft, openRing, zoneDraftReducer, type ZoneDraftAction } from './zone-draft.ts';

const run = (...actions: ZoneDraftAction[]) => actions.reduce(zoneDraftReducer, idleDraft);
const add = (corner: LngLat): ZoneDraftAction => ({ type: 'add', corner });
const a: LngLat = [51.38, 35.68];
const b: LngLat = [51.4, 35.68];
const c: LngLat = [51.4, 35.7];

describe('zone draft', () => {
  it('adds clicked corners while drawing, once per spot, and finishes with three', () => {
    expect(run({ type: 'start' }, add(a), add(a), add(b))).toEqual({
      mode: 'drawing',
      corners: [a, b],
    });
    expect(run({ type: 'start' }, add(a), add(b), { type: 'finish' }).mode).toBe('drawing');
    expect(run({ type: 'start' }, add(a), add(b), add(c), { type: 'finish' })).toEqual({
      mode: 'editing',
      corners: [a, b, c],
    });
  });

  it('ignores clicks when not drawing; undo takes the last corner back', () => {
    expect(run(add(a))).toEqual(idleDraft);
    expect(run({ type: 'start' }, add(a), add(b), { type: 'undo' })).toEqual({
      mode: 'drawing',
      corners: [a],
    });
  });

  it('edits an existing zone from its open ring, moves a corner, redraws and cancels', () => {
    const zone = { id: 'z1', polygon: [a, b, c, a] } as DeliveryZoneView;
    const editing = run({ type: 'edit', zone }, { type: 'move', index: 1, corner: [51.41, 35.67] });
    expect(editing).toEqual({ mode: 'editing', zoneId: 'z1', corners: [a, [51.41, 35.67], c] });
    expect(zoneDraftReducer(editing, { type: 'move', index: 9, corner: a })).toBe(editing);
    expect(zoneDraftReducer(editing, { type: 'redraw' })).toEqual({
      mode: 'drawing',
      zoneId: 'z1',
      corners: [],
    });
    expect(zoneDraftReducer(editing, { type: 'cancel' })).toEqual(idleDraft);
  });

  it('opens a closed ring once', () => {
    expect(openRing([a, b, c, a])).toEqual([a, b, c]);
    expect(openRing([a, b, c])).toEqual([a, b, c]);
  });
});
