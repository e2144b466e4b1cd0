// Lines of equal latitude and longitude across the view, redrawn as the map moves: the map's
// background when no tiles load (map-grid.ts picks the step). Not interactive, so clicks reach
// the map.
import { useState } from 'react';
import { Polyline, useMap, useMapEvents } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { gridLines, type ViewBounds } from './map-grid.ts';

const boundsOf = (map: LeafletMap): ViewBounds => {
  const b = map.getBounds();
  return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
};

const lineStyle = { color: '#c9ced6', weight: 1 } as const;
const majorStyle = { ...lineStyle, color: '#aab1bb' } as const;

export function CoordinateGridLayer() {
  const map = useMap();
  const [bounds, setBounds] = useState(() => boundsOf(map));
  useMapEvents({ moveend: () => setBounds(boundsOf(map)) });
  const { step, latitudes, longitudes } = gridLines(bounds);
  // Every fifth line is darker, so the eye can count.
  const isMajor = (value: number) => Math.abs(Math.round(value / step) % 5) === 0;
  return (
    <>
      {latitudes.map((lat) => (
        <Polyline
          key={`lat-${lat}`}
          positions={[
            [lat, bounds.west - 1],
            [lat, bounds.east + 1],
          ]}
          pathOptions={isMajor(lat) ? majorStyle : lineStyle}
          interactive={false}
        />
      ))}
      {longitudes.map((lng) => (
        <Polyline
          key={`lng-${lng}`}
          positions={[
            [bounds.south - 1, lng],
            [bounds.north + 1, lng],
          ]}
          pathOptions={isMajor(lng) ? majorStyle : lineStyle}
          interactive={false}
        />
      ))}
    </>
  );
}
