// Where the pointer is, in Persian digits, in the map's corner: with no tiles the grid has no
// place names, so the manager reads coordinates here. Its own state, so moving the mouse
// re-renders only this line.
import { useState } from 'react';
import { useMapEvents } from 'react-leaflet';
import { formatCoordinate } from './coordinates.ts';
import { zoneMessages } from './delivery-zones.messages.ts';

export function MapCursor() {
  const [at, setAt] = useState<{ lat: number; lng: number }>();
  useMapEvents({
    mousemove: (event) => setAt(event.latlng),
    mouseout: () => setAt(undefined),
  });
  if (!at) return null;
  return (
    <div className="zone-map-cursor" data-testid="zone-map-cursor">
      {zoneMessages.map.cursor(formatCoordinate(at.lat), formatCoordinate(at.lng))}
    </div>
  );
}
