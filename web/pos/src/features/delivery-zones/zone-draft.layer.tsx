// The outline being drawn or edited: while drawing, a dashed line through the clicked corners;
// while editing, the closed shape with a draggable marker on each corner (a div icon, so no
// marker image has to load).
import { CircleMarker, Marker, Polygon, Polyline } from 'react-leaflet';
import { divIcon, type LeafletEventHandlerFnMap } from 'leaflet';
import type { Dispatch } from 'react';
import { roundCoordinate } from './coordinates.ts';
import type { ZoneDraft, ZoneDraftAction } from './zone-draft.ts';
import { toLatLngs } from './zone-shapes.layer.tsx';

const vertexIcon = divIcon({ className: 'zone-vertex', iconSize: [16, 16] });
const outline = { color: '#1971c2', weight: 2, fillColor: '#339af0', fillOpacity: 0.2 };

export interface ZoneDraftLayerProps {
  readonly draft: ZoneDraft;
  readonly dispatch: Dispatch<ZoneDraftAction>;
}

export function ZoneDraftLayer({ draft, dispatch }: ZoneDraftLayerProps) {
  if (draft.mode === 'idle') return null;
  const positions = toLatLngs(draft.corners);
  if (draft.mode === 'drawing')
    return (
      <>
        <Polyline
          positions={positions}
          pathOptions={{ ...outline, dashArray: '6 6' }}
          interactive={false}
        />
        {positions.map((position, index) => (
          <CircleMarker
            key={index}
            center={position}
            radius={index === 0 ? 7 : 5}
            pathOptions={{ color: '#1971c2', fillColor: '#fff', fillOpacity: 1, weight: 3 }}
            interactive={false}
          />
        ))}
      </>
    );
  const dragHandlers = (index: number): LeafletEventHandlerFnMap => ({
    drag: (event) => {
      const { lat, lng } = (
        event.target as { getLatLng(): { lat: number; lng: number } }
      ).getLatLng();
      dispatch({ type: 'move', index, corner: [roundCoordinate(lng), roundCoordinate(lat)] });
    },
  });
  return (
    <>
      <Polygon positions={positions} pathOptions={outline} interactive={false} />
      {positions.map((position, index) => (
        <Marker
          key={index}
          position={position}
          icon={vertexIcon}
          draggable
          autoPan
          eventHandlers={dragHandlers(index)}
        />
      ))}
    </>
  );
}
