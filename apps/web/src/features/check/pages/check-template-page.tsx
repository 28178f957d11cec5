import Button from 'antd/es/button';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys, templateApi, useFormOptions, useModuleOptions } from '../api/check-api';
import { onOffTag, time } from '../components/cells';

type Row = ResponseOf<typeof check.listCheckTemplates>['list'][number];
const statusOptions = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
];

/** /checkTemplateManage and /configCheckTpl: a template is a form (filled at its newest version) and a module. */
export function CheckTemplatePage() {
  const forms = useFormOptions();
  const modules = useModuleOptions();
  const columns: ResourceColumn<Row>[] = [
    { key: 'template_name', title: '模板名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '模板名称' }, form: { kind: 'input', required: check.CheckMsg.templateNameRequired, max: 100 } },
    { key: 'form_name', title: '检查表单', form: { kind: 'select', name: 'form_id', options: forms, required: check.CheckMsg.formInvalid, label: '检查表单' } },
    { key: 'form_version', title: '表单版本', render: (v) => (v ? `V${v}` : '未设计') },
    { key: 'module_name', title: '检查模块', form: { kind: 'select', name: 'module_id', options: modules, label: '检查模块' } },
    { key: 'status', title: '状态', search: { kind: 'select', options: statusOptions }, form: { kind: 'select', options: statusOptions }, render: onOffTag('启用', '停用') },
    { key: 'record_count', title: '记录数' },
    { key: 'created_at', title: '创建时间', sortable: true, render: time },
    { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
  ];
  return (
    <ResourcePage<Row>
      title="检查模板管理"
      noun="检查模板"
      api={templateApi}
      queryKey={checkKeys.templates}
      rowKey="template_id"
      columns={columns}
      initialSort={{ field: 'created_at', order: 'desc' }}
      initialValues={(row) => (row ? { ...row } : { status: 1 })}
      describe={(r) => r.template_name}
      rowActions={(r) =>
        r.status === 1 && r.form_version > 0 ? (
          // The filling page is the phone page (check.html); on a desk it opens in a new tab at phone width.
          <Button type="link" size="small" href={`/checkFill?template_id=${r.template_id}`} target="_blank">
            填写
          </Button>
        ) : null
      }
    />
  );
}
