import { describe, expect, it } from 'vitest';
import { fromTileCoords, tileCoordsOf, tileUrlOnly, toTileCoords } from './tile-coords';

describe('WGS-84 storage on GCJ-02 tiles', () => {
  it('knows the datum of a tile URL: Chinese services are GCJ-02, a fragment says it outright, none is WGS-84', () => {
    expect(tileCoordsOf('https://webrd01.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}&style=8')).toBe('gcj02');
    expect(tileCoordsOf('https://rt0.map.gtimg.com/tile?z={z}&x={x}&y={y}')).toBe('gcj02');
    expect(tileCoordsOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('wgs84');
    expect(tileCoordsOf('https://tiles.example.cn/{z}/{x}/{y}.png#gcj02')).toBe('gcj02');
    expect(tileCoordsOf('https://webrd01.is.autonavi.com/{z}/{x}/{y}#wgs84')).toBe('wgs84');
    expect(tileCoordsOf(null)).toBe('wgs84');
    expect(tileUrlOnly('https://tiles.example.cn/{z}/{x}/{y}.png#gcj02')).toBe('https://tiles.example.cn/{z}/{x}/{y}.png');
  });

  it('shifts a point onto GCJ-02 tiles by the known offset near Hangzhou and back to within a metre', () => {
    const stored = { lng: 120.016, lat: 30.289 };
    const shown = toTileCoords(stored, 'gcj02');
    // GCJ-02 moves Hangzhou about 450 m east-south-east: several thousandths of a degree, never zero.
    expect(shown.lng - stored.lng).toBeGreaterThan(0.003);
    expect(shown.lng - stored.lng).toBeLessThan(0.006);
    expect(stored.lat - shown.lat).toBeGreaterThan(0.001);
    expect(stored.lat - shown.lat).toBeLessThan(0.004);
    const back = fromTileCoords(shown, 'gcj02');
    expect(Math.abs(back.lng - stored.lng)).toBeLessThan(1e-5);
    expect(Math.abs(back.lat - stored.lat)).toBeLessThan(1e-5);
  });

  it('leaves points alone on WGS-84 tiles (rounded to six decimals, about 0.1 m)', () => {
    expect(toTileCoords({ lng: 120.016, lat: 30.289 }, 'wgs84')).toEqual({ lng: 120.016, lat: 30.289 });
    expect(fromTileCoords({ lng: 120.01600004, lat: 30.28899996 }, 'wgs84')).toEqual({ lng: 120.016, lat: 30.289 });
  });
});
