import { useEffect, useRef } from 'react';
import * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-picker.css';
import type { LngLat, Outline } from './geo-outline';
import { fromTileCoords, tileCoordsOf, tileUrlOnly, toTileCoords, type TileCoords } from './tile-coords';
import { GEOLOCATION_UNSUPPORTED, geolocationFailure } from './geolocation-failure';

// Leaflet is a UMD bundle: bundlers give its exports directly, Node's ESM loader under a default.
const L = (Leaflet as unknown as { default?: typeof Leaflet }).default ?? Leaflet;

export interface FlyTo {
  centre: LngLat;
  zoom: number;
  /** Changes on every request, so asking for the same place twice still moves the map. */
  seq: number;
}

export interface LeafletViewProps {
  point: LngLat | null;
  initial: FlyTo;
  flyTo: FlyTo | null;
  tileUrl: string | null;
  outlines: Outline[];
  readOnly: boolean;
  onPick: (point: LngLat) => void;
  onLocateError: (message: string) => void;
}

// A drawn pin: Leaflet's default marker images do not survive bundling.
const pin = L.divIcon({ className: 'map-picker__pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const toPoint = (latlng: Leaflet.LatLng, datum: TileCoords): LngLat => fromTileCoords({ lng: latlng.lng, lat: latlng.lat }, datum);
const onMap = (p: LngLat, datum: TileCoords): [number, number] => {
  const shown = toTileCoords(p, datum);
  return [shown.lat, shown.lng];
};

/**
 * The map itself: tiles when a tile URL is configured, else the offline outlines over a grid; click or drag to choose.
 * Every point in and out is WGS-84; only what Leaflet draws is in the tiles' datum (GCJ-02 for Chinese services).
 */
export default function LeafletView({ point, initial, flyTo, tileUrl, outlines, readOnly, onPick, onLocateError }: LeafletViewProps) {
  const datum = tileCoordsOf(tileUrl);
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const marker = useRef<Leaflet.Marker | null>(null);
  const handlers = useRef({ onPick, onLocateError });
  handlers.current = { onPick, onLocateError };

  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { center: onMap(initial.centre, datum), zoom: initial.zoom, minZoom: 3, maxZoom: 18 });
    map.current = m;
    if (tileUrl) L.tileLayer(tileUrlOnly(tileUrl), { maxZoom: 18 }).addTo(m);
    if (!readOnly) {
      m.on('click', (e: Leaflet.LeafletMouseEvent) => handlers.current.onPick(toPoint(e.latlng, datum)));
      const Locate = L.Control.extend({
        onAdd: () => {
          const button = L.DomUtil.create('button', 'map-picker__locate leaflet-bar');
          button.type = 'button';
          button.title = '定位到当前位置';
          button.setAttribute('aria-label', '定位到当前位置');
          button.textContent = '定位';
          L.DomEvent.disableClickPropagation(button);
          L.DomEvent.on(button, 'click', () => {
            if (!navigator.geolocation) return handlers.current.onLocateError(GEOLOCATION_UNSUPPORTED);
            navigator.geolocation.getCurrentPosition(
              (pos) => {
                const here = { lng: round(pos.coords.longitude), lat: round(pos.coords.latitude) };
                // The browser answers in WGS-84: kept as it is, shown in the tiles' datum.
                m.setView(onMap(here, datum), 15);
                handlers.current.onPick(here);
              },
              (error) => handlers.current.onLocateError(geolocationFailure(error)),
              { timeout: 10_000 },
            );
          });
          return button;
        },
      });
      new Locate({ position: 'topleft' }).addTo(m);
    }
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once per dialog opening; later changes arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m || tileUrl || outlines.length === 0) return;
    const shapes = outlines.map((o) =>
      L.polygon(o.polygons, { color: '#7a8ca8', weight: 1, fillColor: '#dfe8f5', fillOpacity: 0.5, interactive: false }),
    );
    // Names at the files' label points, so an offline map still says where one is.
    const labels = outlines
      .filter((o) => o.centre)
      .map((o) =>
        L.tooltip({ permanent: true, direction: 'center', className: 'map-picker__label', interactive: false })
          .setLatLng([o.centre?.lat ?? 0, o.centre?.lng ?? 0])
          .setContent(o.name),
      );
    const layer = L.layerGroup([...shapes, ...labels]).addTo(m);
    return () => void layer.remove();
  }, [outlines, tileUrl]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      marker.current = L.marker(onMap(point, datum), { icon: pin, draggable: !readOnly, keyboard: false }).addTo(m);
      marker.current.on('dragend', () => marker.current && handlers.current.onPick(toPoint(marker.current.getLatLng(), datum)));
    } else {
      marker.current.setLatLng(onMap(point, datum));
    }
  }, [point, readOnly, datum]);

  useEffect(() => {
    if (flyTo && map.current) map.current.setView(onMap(flyTo.centre, datum), flyTo.zoom);
  }, [flyTo, datum]);

  return <div ref={box} className={`map-picker__canvas${tileUrl ? '' : ' map-picker__canvas--offline'}`} data-testid="map-canvas" />;
}
