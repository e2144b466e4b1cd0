// The grid's step follows the zoom, and its lines sit on round coordinates inside the view.
import { describe, expect, it } from 'vitest';
import { gridLines, gridStep } from './map-grid.ts';

describe('coordinate grid', () => {
  it('picks a round step giving at most twenty lines', () => {
    expect(gridStep({ south: 35.6, west: 51.2, north: 35.8, east: 51.6 })).toBe(0.02);
    expect(gridStep({ south: 35.6, west: 51.2, north: 35.8, east: 51.7 })).toBe(0.05);
    expect(gridStep({ south: 35.68, west: 51.38, north: 35.7, east: 51.4 })).toBe(0.001);
    expect(gridStep({ south: -80, west: -180, north: 80, east: 180 })).toBe(10);
  });

  it('draws lines on round coordinates inside the view', () => {
    const lines = gridLines({ south: 35.655, west: 51.34, north: 35.72, east: 51.54 });
    expect(lines.step).toBe(0.01);
    expect(lines.latitudes).toEqual([35.66, 35.67, 35.68, 35.69, 35.7, 35.71, 35.72]);
    expect(lines.longitudes[0]).toBe(51.34);
    expect(lines.longitudes.at(-1)).toBe(51.54);
    expect(lines.longitudes).toHaveLength(21);
  });
});
