import { useState } from 'react';
import { Button, Empty, Select, Table } from 'antd';
import type { UnitValue } from '../lib/project-form-values';
import { ROLE_OPTIONS, UnitPickerDialog } from './unit-picker-dialog';

/** The participating units of the project as a form field: add through the picker, change a role, remove. */
export function ProjectUnitsField({ value = [], onChange }: { value?: UnitValue[]; onChange?: (units: UnitValue[]) => void }) {
  const [picking, setPicking] = useState(false);
  const set = (units: UnitValue[]) => onChange?.(units);
  return (
    <>
      <Table<UnitValue & { index: number }>
        size="small"
        rowKey={(u) => `${u.unit_company_id}-${u.index}`}
        dataSource={value.map((u, index) => ({ ...u, index }))}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无参建单位" /> }}
        title={() => (
          <Button onClick={() => setPicking(true)} type="dashed">
            添加参建单位
          </Button>
        )}
        columns={[
          { title: '单位名称', dataIndex: 'unit_name' },
          {
            title: '参建类型',
            dataIndex: 'role',
            width: 200,
            render: (role: UnitValue['role'], u) => (
              <Select
                aria-label={`${u.unit_name ?? ''}的参建类型`}
                size="small"
                style={{ width: 160 }}
                value={role}
                options={ROLE_OPTIONS}
                onChange={(next) => set(value.map((x, i) => (i === u.index ? { ...x, role: next } : x)))}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_, u) => (
              <Button type="link" size="small" danger onClick={() => set(value.filter((_x, i) => i !== u.index))}>
                移除
              </Button>
            ),
          },
        ]}
      />
      <UnitPickerDialog open={picking} current={value} onAdd={(units) => set([...value, ...units])} onClose={() => setPicking(false)} />
    </>
  );
}
