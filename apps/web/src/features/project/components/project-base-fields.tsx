import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { project } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { projectCodeTaken } from '../api/check-project-code';
import { useBuildingTypes } from '../api/use-building-types';

const { ProjectMsg, PROJECT_STATUS_NAMES } = project;
const STATUS_OPTIONS = Object.entries(PROJECT_STATUS_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/** Code (checked against the company's other projects when it loses focus), name, status, type, area and dates. */
export function ProjectBaseFields({ projectId }: { projectId?: string }) {
  const client = useApiClient();
  const buildingTypes = useBuildingTypes();
  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item
          name="project_code"
          label="项目编码"
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            { required: true, whitespace: true, message: ProjectMsg.projectCodeRequired },
            { max: 64, message: ProjectMsg.projectCodeTooLong },
            {
              validateTrigger: 'onBlur',
              validator: async (_, code?: string) => {
                if (!code?.trim() || code.trim().length > 64) return;
                const taken = await projectCodeTaken(client, code.trim(), projectId);
                if (taken) throw new Error(taken);
              },
            },
          ]}
        >
          <Input placeholder="请输入项目编码" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="project_name"
          label="项目名称"
          rules={[
            { required: true, whitespace: true, message: ProjectMsg.projectNameRequired },
            { max: 100, message: ProjectMsg.projectNameTooLong },
          ]}
        >
          <Input placeholder="请输入项目名称" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="status" label="项目状态" rules={[{ required: true, message: ProjectMsg.statusInvalid }]}>
          <Select options={STATUS_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="building_type" label="建筑类型">
          <Select allowClear placeholder="请选择建筑类型" options={buildingTypes} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="building_area"
          label="建筑面积（㎡）"
          rules={[{ validator: async (_, n?: number | null) => (n != null && n < 0 ? Promise.reject(new Error(ProjectMsg.buildingAreaInvalid)) : undefined) }]}
        >
          <InputNumber style={{ width: '100%' }} placeholder="请输入建筑面积" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="start_date" label="开工日期">
          <DatePicker style={{ width: '100%' }} placeholder="请选择开工日期" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="end_date"
          label="竣工日期"
          dependencies={['start_date']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, end?: Dayjs | null) => {
                const start = getFieldValue('start_date') as Dayjs | null | undefined;
                if (start && end && end.isBefore(start, 'day')) throw new Error(ProjectMsg.endBeforeStart);
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} placeholder="请选择竣工日期" />
        </Form.Item>
      </Col>
    </Row>
  );
}
