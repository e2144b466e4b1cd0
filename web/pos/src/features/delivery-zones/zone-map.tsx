// The zones map: centred on Tehran, drawn on a plain background with a coordinate grid, so it
// works with no tile server reachable (offline, tests). OpenStreetMap tiles are only an option the
// manager turns on; when they fail to load nothing else is affected. A click adds a corner while
// drawing, picks the point to check while picking, and otherwise does nothing (a zone's own click
// opens it).
import 'leaflet/dist/leaflet.css';
import './zone-map.css';
import type { DeliveryZoneView } from '@sofre/engine/contracts';
import type { LatLngTuple } from 'leaflet';
import type { Dispatch } from 'react';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  TileLayer,
  useMapEvents,
} from 'react-leaflet';
import { zoneMessages } from './delivery-zones.messages.ts';
import type { GeoPoint } from '@sofre/engine/delivery-zones';
import { CoordinateGridLayer } from './coordinate-grid.layer.tsx';
import { roundCoordinate } from './coordinates.ts';
import { MapCursor } from './map-cursor.tsx';
import type { ZoneDraft, ZoneDraftAction } from './zone-draft.ts';
import { ZoneDraftLayer } from './zone-draft.layer.tsx';
import { ZoneShapesLayer } from './zone-shapes.layer.tsx';

/** Tehran (Azadi–Enghelab axis), where a new restaurant's zones usually are. */
export const TEHRAN_CENTRE: LatLngTuple = [35.6892, 51.389];
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface CheckedPoint extends GeoPoint {
  /** Undefined while the answer is awaited. */
  readonly inside?: boolean;
}

export interface ZoneMapProps {
  readonly zones: readonly DeliveryZoneView[];
  readonly draft: ZoneDraft;
  readonly dispatch: Dispatch<ZoneDraftAction>;
  readonly picking: boolean;
  readonly onPick: (point: GeoPoint) => void;
  readonly checked?: CheckedPoint;
  readonly onSelectZone: (zone: DeliveryZoneView) => void;
  readonly showTiles: boolean;
}

function MapClicks({ onClick }: { onClick: (point: GeoPoint) => void }) {
  useMapEvents({
    click: ({ latlng }) =>
      onClick({ latitude: roundCoordinate(latlng.lat), longitude: roundCoordinate(latlng.lng) }),
  });
  return null;
}

export function ZoneMap(props: ZoneMapProps) {
  const { zones, draft, dispatch, picking, onPick, checked, onSelectZone, showTiles } = props;
  const drawing = draft.mode === 'drawing';
  const onClick = (point: GeoPoint) => {
    if (drawing) dispatch({ type: 'add', corner: [point.longitude, point.latitude] });
    else if (picking) onPick(point);
  };
  const checkColour =
    checked?.inside === undefined ? '#495057' : checked.inside ? '#2b8a3e' : '#e03131';
  return (
    <div
      className={`zone-map-frame${drawing ? ' is-drawing' : ''}${picking ? ' is-picking' : ''}`}
      data-testid="zone-map"
      data-mode={drawing ? 'drawing' : picking ? 'picking' : draft.mode}
    >
      <MapContainer
        center={TEHRAN_CENTRE}
        zoom={12}
        className="zone-map"
        style={{ height: 'max(460px, calc(100vh - 230px))' }}
        doubleClickZoom={false}
        attributionControl={false}
      >
        {/* Leaflet's own credit says «Leaflet» in Latin letters: ours says it in Persian. */}
        <AttributionControl prefix={zoneMessages.map.credits} />
        {showTiles && <TileLayer url={OSM_TILES} attribution={zoneMessages.map.tilesCredit} />}
        <CoordinateGridLayer />
        <ZoneShapesLayer
          zones={zones}
          hiddenId={draft.mode === 'idle' ? undefined : draft.zoneId}
          interactive={draft.mode === 'idle' && !picking}
          onSelect={onSelectZone}
        />
        <ZoneDraftLayer draft={draft} dispatch={dispatch} />
        {checked && (
          <CircleMarker
            center={[checked.latitude, checked.longitude]}
            radius={8}
            pathOptions={{ color: checkColour, fillColor: checkColour, fillOpacity: 0.8 }}
            interactive={false}
          />
        )}
        <MapClicks onClick={onClick} />
        <MapCursor />
      </MapContainer>
    </div>
  );
}
