import { useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Row } from 'antd';
import { project } from '@zhuyun/contracts';
import { AreaCascader, MapPicker } from '@zhuyun/ui';
import { readRuntimeConfig } from '../../../lib/runtime-config';

const { ProjectMsg } = project;

const range = (min: number, max: number, message: string) => ({
  validator: async (_: unknown, n?: number | null) => (n != null && (n < min || n > max) ? Promise.reject(new Error(message)) : undefined),
});

/** Region (province/city/district), street address, and the point on the map as longitude and latitude. */
export function ProjectLocationFields() {
  const form = Form.useFormInstance();
  const [picking, setPicking] = useState(false);
  const lon = Form.useWatch('lon', form) as number | null | undefined;
  const lat = Form.useWatch('lat', form) as number | null | undefined;
  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item name="area" label="所在地区">
          <AreaCascader onChange={(_codes, choice) => form.setFieldValue('area_id', choice?.area_id ?? null)} />
        </Form.Item>
        <Form.Item name="area_id" hidden>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {/* Required on the form: a project saved by Enter in a date field had no address (issue 21). */}
        <Form.Item name="address" label="详细地址" rules={[{ required: true, whitespace: true, message: ProjectMsg.addressRequired }]}>
          <Input placeholder="请输入详细地址" />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="lon" label="经度" rules={[range(-180, 180, ProjectMsg.lonInvalid)]}>
          <InputNumber style={{ width: '100%' }} placeholder="如 120.016" />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="lat" label="纬度" rules={[range(-90, 90, ProjectMsg.latInvalid)]}>
          <InputNumber style={{ width: '100%' }} placeholder="如 30.289" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label=" ">
          <Button onClick={() => setPicking(true)}>地图选点</Button>
        </Form.Item>
      </Col>
      <MapPicker
        open={picking}
        value={lon != null && lat != null ? { lng: lon, lat } : null}
        tileUrl={readRuntimeConfig().mapTileUrl}
        onCancel={() => setPicking(false)}
        onSave={(point) => {
          form.setFieldsValue({ lon: point.lng, lat: point.lat });
          void form.validateFields(['lon', 'lat']);
          setPicking(false);
        }}
      />
    </Row>
  );
}
