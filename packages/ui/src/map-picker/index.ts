export { MapPicker, DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM, type MapPickerProps } from './map-picker';
export type { LngLat } from './geo-outline';
export { parseLngLat } from './place-search';
// Shown by other maps too (/trainMonitor, /trainDetail): the tiles' datum and the WGS-84 → tiles shift.
export { tileCoordsOf, toTileCoords, tileUrlOnly, type TileCoords } from './tile-coords';
