// The outline being drawn or edited on the map. Drawing: each map click adds a corner; "finish"
// closes it (three corners at least) and the corners become draggable markers. Editing an existing
// zone starts there with its corners. Corners are kept open (no repeated first corner); the ring
// sent to the server is closed with closeRing.
import type { DeliveryZoneView } from '@sofre/engine/contracts';
import type { LngLat } from '@sofre/engine/delivery-zones';

export type ZoneDraft =
  | { readonly mode: 'idle' }
  /** Clicking corners of a new outline (or redrawing an existing zone's). */
  | { readonly mode: 'drawing'; readonly zoneId?: string; readonly corners: readonly LngLat[] }
  /** A closed outline whose corners can be dragged; the form beside it saves it. */
  | { readonly mode: 'editing'; readonly zoneId?: string; readonly corners: readonly LngLat[] };

export type ZoneDraftAction =
  | { readonly type: 'start' }
  | { readonly type: 'edit'; readonly zone: DeliveryZoneView }
  | { readonly type: 'add'; readonly corner: LngLat }
  | { readonly type: 'undo' }
  | { readonly type: 'finish' }
  | { readonly type: 'move'; readonly index: number; readonly corner: LngLat }
  | { readonly type: 'redraw' }
  | { readonly type: 'cancel' };

export const idleDraft: ZoneDraft = { mode: 'idle' };

/** The fewest corners that enclose an area. */
export const MIN_CORNERS = 3;

const same = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

/** A stored ring without its closing repeat of the first corner. */
export const openRing = (ring: readonly LngLat[]): LngLat[] =>
  ring.length > 1 && same(ring[0]!, ring.at(-1)!) ? ring.slice(0, -1) : [...ring];

export function zoneDraftReducer(draft: ZoneDraft, action: ZoneDraftAction): ZoneDraft {
  switch (action.type) {
    case 'start':
      return { mode: 'drawing', corners: [] };
    case 'edit':
      return { mode: 'editing', zoneId: action.zone.id, corners: openRing(action.zone.polygon) };
    case 'cancel':
      return idleDraft;
    case 'add': {
      if (draft.mode !== 'drawing') return draft;
      // A double click lands twice on one spot: the second is not a corner.
      const last = draft.corners.at(-1);
      if (last && same(last, action.corner)) return draft;
      return { ...draft, corners: [...draft.corners, action.corner] };
    }
    case 'undo':
      return draft.mode === 'drawing' ? { ...draft, corners: draft.corners.slice(0, -1) } : draft;
    case 'finish':
      return draft.mode === 'drawing' && draft.corners.length >= MIN_CORNERS
        ? { ...draft, mode: 'editing' }
        : draft;
    case 'move': {
      if (draft.mode !== 'editing' || !draft.corners[action.index]) return draft;
      const corners = draft.corners.map((c, i) => (i === action.index ? action.corner : c));
      return { ...draft, corners };
    }
    case 'redraw':
      return draft.mode === 'editing' ? { ...draft, mode: 'drawing', corners: [] } : draft;
  }
}
