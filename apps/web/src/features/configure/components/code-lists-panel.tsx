import { useState } from 'react';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { config } from '@zhuyun/contracts';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { ENABLED_OPTIONS, codeTypeApi, codeValueApi, configKeys, type CodeTypeRow, type CodeValueRow } from '../api/config-api';

const { ConfigMsg, CODE_TYPE } = config;
const enabledTag = (v: unknown) => (v === 1 ? <Tag>停用</Tag> : <Tag color="green">启用</Tag>);

/** The unit's own code types; choosing one lists its values below, where they are added, edited, ordered and disabled. */
export function CodeListsPanel() {
  const [chosen, setChosen] = useState<CodeTypeRow | null>(null);
  const typeColumns: ResourceColumn<CodeTypeRow>[] = [
    {
      key: 'code_type',
      title: '类型编码',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索类型编码或名称', width: 220 },
      form: { kind: 'input', required: ConfigMsg.codeTypeRequired, max: 50, rules: [{ pattern: CODE_TYPE, message: ConfigMsg.codeTypeInvalid }] },
    },
    { key: 'type_name', title: '类型名称', form: { kind: 'input', required: ConfigMsg.typeNameRequired, max: 50 } },
    { key: 'value_count', title: '代码值数' },
    { key: 'disabled', title: '状态', render: enabledTag, form: { kind: 'select', options: ENABLED_OPTIONS } },
    { key: 'remark', title: '备注', form: { kind: 'textarea', max: 200 } },
  ];
  const valueColumns: ResourceColumn<CodeValueRow>[] = [
    { key: 'value', title: '代码值', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索代码值或名称', width: 220 }, form: { kind: 'input', required: ConfigMsg.valueRequired, max: 50 } },
    { key: 'name', title: '显示名称', form: { kind: 'input', required: ConfigMsg.valueNameRequired, max: 100 } },
    { key: 'sort', title: '排序', sortable: true, form: { kind: 'number', min: 0, precision: 0 } },
    { key: 'disabled', title: '状态', render: enabledTag, form: { kind: 'select', options: ENABLED_OPTIONS } },
  ];
  return (
    <>
      <ResourcePage<CodeTypeRow>
        noun="代码类型"
        api={codeTypeApi}
        queryKey={configKeys.types}
        rowKey="code_type_id"
        columns={typeColumns}
        describe={(r) => r.type_name}
        initialValues={(r) => (r ? { ...r } : { disabled: 0 })}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setChosen(r)}>
            代码值
          </Button>
        )}
      />
      {chosen && (
        <ResourcePage<CodeValueRow>
          key={chosen.code_type_id}
          title={`代码值：${chosen.type_name}（${chosen.code_type}）`}
          noun="代码值"
          api={codeValueApi}
          queryKey={[...configKeys.values, chosen.code_type_id]}
          rowKey="code_value_id"
          fixed={{ code_type_id: chosen.code_type_id }}
          initialSort={{ field: 'sort', order: 'asc' }}
          columns={valueColumns}
          describe={(r) => r.name}
          initialValues={(r) => (r ? { ...r } : { disabled: 0, sort: 0 })}
          toInput={(values) => ({ ...values, code_type_id: chosen.code_type_id })}
          invalidates={[configKeys.types]}
        />
      )}
    </>
  );
}
