import { useMemo, useState } from 'react';
import Button from 'antd/es/button';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { MapPicker, type LngLat } from '@zhuyun/ui';
import { readRuntimeConfig } from '../../../lib/runtime-config';
import { UnitsText } from '../units.texts';

interface MapPointFieldProps {
  id?: string;
  value?: LngLat;
  onChange?: (value: LngLat) => void;
  /** View mode: the button shows the point without letting it change. */
  readOnly?: boolean;
}

export const formatPoint = (p: LngLat) => `${p.lng.toFixed(6)}, ${p.lat.toFixed(6)}`;

/** jd/wd of the unit form: the chosen point and a button that opens 'Select longitude and latitude'. */
export function MapPointField({ id, value, onChange, readOnly = false }: MapPointFieldProps) {
  const [open, setOpen] = useState(false);
  const tileUrl = useMemo(() => readRuntimeConfig().mapTileUrl, []);
  return (
    <div className="map-field" id={id}>
      <Button icon={<EnvironmentOutlined />} onClick={() => setOpen(true)} disabled={readOnly && !value}>
        {readOnly ? UnitsText.viewOnMap : value ? UnitsText.changePosition : UnitsText.pickPosition}
      </Button>
      <span className="map-field__point">{value ? `经纬度：${formatPoint(value)}` : UnitsText.noPosition}</span>
      <MapPicker
        open={open}
        value={value ?? null}
        readOnly={readOnly}
        tileUrl={tileUrl}
        onCancel={() => setOpen(false)}
        onSave={(point) => {
          onChange?.(point);
          setOpen(false);
        }}
      />
    </div>
  );
}
