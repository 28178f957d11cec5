import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';
import { checkKeys, thirdApi } from '../api/check-api';
import { onOffTag, time } from '../components/cells';

type Row = ResponseOf<typeof check.listThirdParties>['list'][number];
const embedOptions = [
  { value: 1, label: '嵌入' },
  { value: 0, label: '不嵌入' },
];

/** /thirdPartyList: third-party systems; one marked 嵌入 is what /embagedPage shows. */
export function ThirdPartyPage() {
  const columns: ResourceColumn<Row>[] = [
    { key: 'third_name', title: '系统名称', sortable: true, search: { kind: 'input', name: 'search', placeholder: '名称或地址' }, form: { kind: 'input', required: check.CheckMsg.thirdNameRequired, max: 100 } },
    { key: 'url', title: '地址', form: { kind: 'input', max: 500, placeholder: 'https://', rules: [{ pattern: /^https?:\/\/\S+$/i, message: check.CheckMsg.urlInvalid }] } },
    { key: 'contact', title: '联系人', form: { kind: 'input', max: 50 } },
    { key: 'embed', title: '嵌入页面', search: { kind: 'select', options: embedOptions }, form: { kind: 'select', options: embedOptions }, render: onOffTag('嵌入', '—') },
    { key: 'created_at', title: '创建时间', sortable: true, render: time },
    { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
  ];
  return <ResourcePage<Row> title="第三方系统" noun="第三方系统" api={thirdApi} queryKey={checkKeys.thirds} rowKey="third_id" columns={columns} initialValues={(row) => (row ? { ...row } : { embed: 0 })} describe={(r) => r.third_name} />;
}
