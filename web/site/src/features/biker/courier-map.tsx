// The way to the customer without map tiles (as the address picker draws it): a grid of round
// coordinates on a plain SVG (over OpenStreetMap's tiles when the gateway ships them), the
// destination as a pin and the courier as a dot, the view fitted around both. Used by the
// courier's screen and by the customer's tracker.
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  gridLines,
  MIN_SPAN,
  toScreen,
  type GeoPoint,
  type MapView,
} from '../addresses/map-view.ts';
import { MapTilesLayer } from '../addresses/map-tiles.layer.tsx';

export interface CourierMapProps {
  readonly destination: GeoPoint;
  readonly courier?: GeoPoint | undefined;
  readonly height: number;
  readonly label: string;
}

/** The smallest view (with a margin) that shows both points; around the destination alone. */
export function fittedView(
  destination: GeoPoint,
  courier: GeoPoint | undefined,
  width: number,
  height: number,
): MapView {
  const points = courier ? [destination, courier] : [destination];
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const center = {
    latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
    longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
  const cos = Math.cos((center.latitude * Math.PI) / 180);
  const lngSpan = Math.max(...lngs) - Math.min(...lngs);
  // The latitude spread as a longitude span across the width, at this height.
  const latSpan = ((Math.max(...lats) - Math.min(...lats)) * width) / (height * cos);
  const span = Math.max(0.01, MIN_SPAN, lngSpan, latSpan) * 1.6;
  return { center, span, width, height };
}

export function CourierMap({ destination, courier, height, label }: CourierMapProps) {
  const { ref, width: measured } = useElementSize();
  const view = fittedView(destination, courier, measured || 358, height);
  const grid = gridLines(view);
  const pin = toScreen(view, destination);
  const dot = courier && toScreen(view, courier);
  return (
    <Box ref={ref} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <svg
        width="100%"
        height={height}
        role="img"
        aria-label={label}
        style={{ background: '#eef3ee', display: 'block' }}
        data-testid="courier-map"
      >
        <MapTilesLayer view={view} />
        {grid.longitudes.map((lng) => {
          const { x } = toScreen(view, { latitude: view.center.latitude, longitude: lng });
          return <line key={`x${lng}`} x1={x} x2={x} y1={0} y2={height} stroke="#c9d6cb" />;
        })}
        {grid.latitudes.map((lat) => {
          const { y } = toScreen(view, { latitude: lat, longitude: view.center.longitude });
          return <line key={`y${lat}`} y1={y} y2={y} x1={0} x2={view.width} stroke="#c9d6cb" />;
        })}
        {dot && (
          <line
            x1={dot.x}
            y1={dot.y}
            x2={pin.x}
            y2={pin.y}
            stroke="#2f6fb3"
            strokeDasharray="6 4"
          />
        )}
        <g transform={`translate(${pin.x} ${pin.y})`} data-testid="map-destination">
          <path d="M0 0 L-9 -16 A10 10 0 1 1 9 -16 Z" fill="var(--mantine-color-red-7)" />
          <circle cx={0} cy={-22} r={4} fill="white" />
        </g>
        {dot && (
          <g data-testid="map-courier">
            <circle cx={dot.x} cy={dot.y} r={11} fill="#2f6fb3" opacity={0.25} />
            <circle cx={dot.x} cy={dot.y} r={6} fill="#2f6fb3" stroke="white" strokeWidth={2} />
          </g>
        )}
      </svg>
    </Box>
  );
}
