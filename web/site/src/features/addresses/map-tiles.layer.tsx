// The tiles under a tile-free map's grid, when the gateway ships them (useMapTiles), with the
// credit OpenStreetMap's licence asks for. Nothing at all without them.
import { useMapTiles } from './addresses.api.ts';
import { tilesFor } from './map-tiles.ts';
import type { MapView } from './map-view.ts';

export function MapTilesLayer({ view }: { view: MapView }) {
  const template = useMapTiles();
  if (!template) return null;
  return (
    <g data-testid="map-tiles">
      {tilesFor(view, template).map((t) => (
        <image
          key={t.url}
          href={t.url}
          x={t.x}
          y={t.y}
          width={t.width}
          height={t.height}
          preserveAspectRatio="none"
        />
      ))}
      <text
        x={view.width - 4}
        y={view.height - 4}
        textAnchor="end"
        direction="ltr"
        fontSize={10}
        fill="#333"
      >
        © OpenStreetMap
      </text>
    </g>
  );
}
