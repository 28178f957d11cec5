import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys, formApi } from '../api/check-api';
import { time } from '../components/cells';

type Row = ResponseOf<typeof check.listCheckForms>['list'][number];

/** /checkFormList (and /checkForm): forms by name; 设计 opens the designer on the form. */
export function CheckFormListPage() {
  const navigate = useNavigate();
  const columns: ResourceColumn<Row>[] = [
    { key: 'form_name', title: '表单名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '表单名称' }, form: { kind: 'input', required: check.CheckMsg.formNameRequired, max: 100 } },
    { key: 'current_version', title: '当前版本', render: (v) => (v ? `V${v}` : '未设计') },
    { key: 'field_count', title: '字段数' },
    { key: 'updated_at', title: '更新时间', sortable: true, render: time },
    { key: 'remark', title: '备注', form: { kind: 'textarea', max: 500 } },
  ];
  return (
    <ResourcePage<Row>
      title="检查表单"
      noun="表单"
      api={formApi}
      queryKey={checkKeys.forms}
      rowKey="form_id"
      columns={columns}
      initialSort={{ field: 'updated_at', order: 'desc' }}
      describe={(r) => r.form_name}
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => navigate(`/configCheckForm?form_id=${r.form_id}`)}>
          设计
        </Button>
      )}
    />
  );
}
