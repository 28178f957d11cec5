import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ResourcePage, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { work, type ResponseOf } from '@zhuyun/contracts';
import { useProjectOptions, warnRecordApi, workKeys } from '../api/work-api';

type Row = ResponseOf<typeof work.getWarnMsgs>['list'][number];
const { WorkMsg, WARN_SOURCE_NAMES, WARN_LEVEL_NAMES, HANDLED_NAMES } = work;
const optionsOf = (names: Record<string | number, string>, numeric = true) => Object.entries(names).map(([value, label]) => ({ value: numeric ? Number(value) : value, label }));
const sourceOptions = optionsOf(WARN_SOURCE_NAMES, false);
const levelOptions = optionsOf(WARN_LEVEL_NAMES);
const handledOptions = optionsOf(HANDLED_NAMES);
const LEVEL_COLOURS: Record<number, string> = { 1: 'blue', 2: 'gold', 3: 'orange', 4: 'red' };
const time = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '—');

/** /warnRecord (ours: the route table has no page for it): warnings by source and level; 处理 marks one handled. */
export function WarnRecordPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const projects = useProjectOptions();
  const handle = useMutation({
    mutationFn: (r: Row) =>
      client.call(work.editWarnMsg, { warn_id: r.warn_id, source: r.source as (typeof work.WARN_SOURCES)[number], level: r.level, message: r.message, project_id: r.project_id, handled: 1, handle_remark: r.handle_remark }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workKeys.warns }),
  });
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'message',
      title: '预警内容',
      search: { kind: 'input', name: 'search', placeholder: '搜索预警内容', width: 220 },
      form: { kind: 'textarea', required: WorkMsg.warnMessageRequired, max: 500 },
    },
    {
      key: 'level',
      title: '级别',
      sortable: true,
      search: { kind: 'select', options: levelOptions },
      form: { kind: 'select', options: levelOptions },
      render: (v) => <Tag color={LEVEL_COLOURS[v as number]}>{WARN_LEVEL_NAMES[v as number]}</Tag>,
      exportValue: (r) => WARN_LEVEL_NAMES[r.level],
    },
    {
      key: 'source',
      title: '来源',
      search: { kind: 'select', options: sourceOptions },
      form: { kind: 'select', options: sourceOptions, required: WorkMsg.warnSourceInvalid },
      render: (v) => WARN_SOURCE_NAMES[v as string] ?? String(v),
    },
    { key: 'project_id', title: '项目', form: { kind: 'select', options: projects }, render: (_v, r) => r.project_name ?? '—', exportValue: (r) => r.project_name ?? '' },
    {
      key: 'handled',
      title: '状态',
      search: { kind: 'select', options: handledOptions },
      form: { kind: 'select', options: handledOptions },
      render: (v) => <Tag color={v === 1 ? 'green' : 'red'}>{HANDLED_NAMES[v as number]}</Tag>,
      exportValue: (r) => HANDLED_NAMES[r.handled],
    },
    { key: 'handled_name', title: '处理人' },
    { key: 'handled_at', title: '处理时间', render: time },
    { key: 'handle_remark', title: '处理说明', form: { kind: 'input', max: 200 } },
    { key: 'created_at', title: '发生时间', sortable: true, render: time },
  ];
  return (
    <ResourcePage<Row>
      title="预警记录"
      noun="预警"
      api={warnRecordApi}
      queryKey={workKeys.warns}
      rowKey="warn_id"
      columns={columns}
      initialSort={{ field: 'created_at', order: 'desc' }}
      describe={(r) => r.message}
      initialValues={(r) => (r ? { ...r } : { source: 'system', level: 2, handled: 0 })}
      toInput={(v) => ({ ...v, project_id: v.project_id ?? null, handle_remark: v.handle_remark ?? null })}
      rowActions={(r) =>
        r.handled === 0 ? (
          <Button type="link" size="small" loading={handle.isPending && handle.variables?.warn_id === r.warn_id} onClick={() => handle.mutate(r)}>
            处理
          </Button>
        ) : null
      }
    />
  );
}
