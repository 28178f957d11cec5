export { MapPicker, DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM, type MapPickerProps } from './map-picker';
export type { LngLat } from './geo-outline';
export { parseLngLat } from './place-search';
