// The vendor's saved zones on the map: enabled ones filled green, disabled ones grey and dashed,
// each with its name and price on hover. Clicking one opens it for editing, unless the map is
// being drawn on or picked from (then the shapes let clicks through to the map).
import type { DeliveryZoneView } from '@sofre/engine/contracts';
import { useMoney } from '@sofre/web-shared';
import { Polygon, Tooltip } from 'react-leaflet';
import type { LatLngTuple } from 'leaflet';

const enabledStyle = { color: '#2b8a3e', weight: 2, fillColor: '#40c057', fillOpacity: 0.18 };
const disabledStyle = {
  color: '#868e96',
  weight: 2,
  dashArray: '6 6',
  fillColor: '#adb5bd',
  fillOpacity: 0.1,
};

/** Stored [longitude, latitude] → Leaflet's [latitude, longitude]. */
export const toLatLngs = (ring: readonly (readonly [number, number])[]): LatLngTuple[] =>
  ring.map(([lng, lat]) => [lat, lng]);

export interface ZoneShapesLayerProps {
  readonly zones: readonly DeliveryZoneView[];
  /** The zone being edited is drawn by the draft layer instead. */
  readonly hiddenId?: string;
  readonly interactive: boolean;
  readonly onSelect: (zone: DeliveryZoneView) => void;
}

export function ZoneShapesLayer({ zones, hiddenId, interactive, onSelect }: ZoneShapesLayerProps) {
  const money = useMoney();
  return zones
    .filter((zone) => zone.id !== hiddenId)
    .map((zone) => (
      // `interactive` is fixed when Leaflet creates the shape: a new key makes a new shape.
      <Polygon
        key={`${zone.id}:${interactive}`}
        positions={toLatLngs(zone.polygon)}
        pathOptions={zone.enabled ? enabledStyle : disabledStyle}
        interactive={interactive}
        eventHandlers={{ click: () => interactive && onSelect(zone) }}
      >
        {interactive && (
          <Tooltip sticky>
            {zone.vendorsProperName} — {money(zone.price)}
          </Tooltip>
        )}
      </Polygon>
    ));
}
