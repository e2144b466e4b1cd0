// Picking the delivery point without map tiles: a grid of round coordinates on a plain SVG (over
// OpenStreetMap's tiles when the gateway ships them), the picked point as a pin. Drag to move the map, tap to pick, ± to zoom; with the keyboard, arrows
// move, + and − zoom and Enter picks the middle. «موقعیت من» asks the phone where it is.
import { ActionIcon, Box, Button, Group, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { addressMessages } from '../../messages/account.messages.ts';
import { MapTilesLayer } from './map-tiles.layer.tsx';
import {
  gridLines,
  inView,
  panned,
  TEHRAN,
  toPoint,
  toScreen,
  zoomed,
  type GeoPoint,
  type MapView,
} from './map-view.ts';

const text = addressMessages.form;
const HEIGHT = 240;
const DRAG_PX = 6;

export interface MapPickerProps {
  readonly value: GeoPoint | undefined;
  readonly onPick: (point: GeoPoint) => void;
}

type Place = Omit<MapView, 'width' | 'height'>;

function Pin({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} data-testid="map-pin">
      <path d="M0 0 L-9 -16 A10 10 0 1 1 9 -16 Z" fill="var(--mantine-color-red-7)" />
      <circle cx={0} cy={-22} r={4} fill="white" />
    </g>
  );
}

export function MapPicker({ value, onPick }: MapPickerProps) {
  const { ref, width } = useElementSize();
  const [place, setPlace] = useState<Place>({ center: value ?? TEHRAN, span: 0.06 });
  const drag = useRef<{ x: number; y: number; from: Place; moved: boolean }>(undefined);
  const view: MapView = { ...place, width: width || 358, height: HEIGHT };
  // A point given from outside (typed coordinates, the phone's location) is brought into view.
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    if (value && !inView(view, value)) setPlace({ ...place, center: value });
  }
  const grid = gridLines(view);
  const local = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const down = (e: PointerEvent<SVGSVGElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { ...local(e), from: place, moved: false };
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const { x, y } = local(e);
    if (!start.moved && Math.hypot(x - start.x, y - start.y) < DRAG_PX) return;
    start.moved = true;
    setPlace(panned({ ...view, ...start.from }, x - start.x, y - start.y));
  };
  const up = (e: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    drag.current = undefined;
    if (start && !start.moved) {
      const { x, y } = local(e);
      onPick(toPoint(view, x, y));
    }
  };
  const keys = (e: KeyboardEvent) => {
    const step = {
      ArrowUp: [0, 30],
      ArrowDown: [0, -30],
      ArrowLeft: [30, 0],
      ArrowRight: [-30, 0],
    };
    const by = step[e.key as keyof typeof step];
    if (by) setPlace(panned(view, by[0]!, by[1]!));
    else if (e.key === '+' || e.key === '=') setPlace(zoomed(view, 0.5));
    else if (e.key === '-') setPlace(zoomed(view, 2));
    else if (e.key === 'Enter' || e.key === ' ') onPick(place.center);
    else return;
    e.preventDefault();
  };
  const locate = () =>
    navigator.geolocation?.getCurrentPosition(({ coords }) => {
      const point = { latitude: coords.latitude, longitude: coords.longitude };
      setPlace({ center: point, span: 0.01 });
      onPick(point);
    });
  const pin = value && toScreen(view, value);
  return (
    <Stack gap={6}>
      <Box ref={ref} pos="relative" style={{ borderRadius: 8, overflow: 'hidden' }}>
        <svg
          width="100%"
          height={HEIGHT}
          role="application"
          aria-label={`${text.map}. ${text.pickHint}`}
          tabIndex={0}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onKeyDown={keys}
          style={{ touchAction: 'none', background: '#eef3ee', display: 'block' }}
          data-testid="map-picker"
        >
          <MapTilesLayer view={view} />
          {grid.longitudes.map((lng) => {
            const { x } = toScreen(view, { latitude: place.center.latitude, longitude: lng });
            return <line key={`x${lng}`} x1={x} x2={x} y1={0} y2={HEIGHT} stroke="#c9d6cb" />;
          })}
          {grid.latitudes.map((lat) => {
            const { y } = toScreen(view, { latitude: lat, longitude: place.center.longitude });
            return <line key={`y${lat}`} y1={y} y2={y} x1={0} x2={view.width} stroke="#c9d6cb" />;
          })}
          {pin && <Pin x={pin.x} y={pin.y} />}
        </svg>
        <Stack gap={4} pos="absolute" top={8} left={8}>
          <ActionIcon
            variant="default"
            aria-label={text.zoomIn}
            onClick={() => setPlace(zoomed(view, 0.5))}
          >
            +
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={text.zoomOut}
            onClick={() => setPlace(zoomed(view, 2))}
          >
            −
          </ActionIcon>
        </Stack>
      </Box>
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={locate}>
          {text.myLocation}
        </Button>
      </Group>
    </Stack>
  );
}
