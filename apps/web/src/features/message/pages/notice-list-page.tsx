import { useState } from 'react';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { message, type ResponseOf } from '@zhuyun/contracts';
import { audienceChoice, audienceInput, messageKeys, notifyApi, useAudienceOptions, useCateOptions, UNIT_AUDIENCE } from '../api/message-api';
import { publishStatusOptions } from '../components/options';
import { ReadersDrawer } from '../components/readers-drawer';

type Row = ResponseOf<typeof message.listNotify>['list'][number];
const { MessageMsg } = message;

/** /NewsNotice: the unit's notices; the dialog writes one to the whole unit, and 阅读情况 shows who has read it. */
export function NoticeListPage() {
  const cates = useCateOptions(2);
  const [readersOf, setReadersOf] = useState<Row | null>(null);
  // 发布范围: the whole unit, one department, one job or one project (the API also takes several of one kind).
  const audiences = useAudienceOptions();
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'title',
      title: '标题',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索标题或作者', width: 240 },
      form: { kind: 'input', required: MessageMsg.titleRequired, max: 100 },
    },
    { key: 'cate_code', title: '分类', hideInTable: true, search: { kind: 'select', options: cates }, form: { kind: 'select', options: cates } },
    { key: 'cate_name', title: '分类' },
    { key: 'author', title: '发布人', form: { kind: 'input', max: 50 } },
    {
      key: 'status',
      title: '状态',
      search: { kind: 'select', options: publishStatusOptions },
      form: { kind: 'select', options: publishStatusOptions },
      render: (v) => <Tag color={v === 1 ? 'green' : 'default'}>{message.PUBLISH_STATUS_NAMES[v as number]}</Tag>,
      exportValue: (r) => message.PUBLISH_STATUS_NAMES[r.status],
    },
    { key: 'publish_time', title: '发布时间', sortable: true, render: (v) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '—') },
    { key: 'read_count', title: '已读人数' },
    {
      key: 'audience',
      title: '发布范围',
      hideInTable: true,
      exportValue: false,
      form: { kind: 'select', options: audiences, required: MessageMsg.audienceIdsRequired },
    },
    { key: 'content', title: '内容', hideInTable: true, exportValue: false, form: { kind: 'textarea', max: 5000 } },
  ];
  return (
    <>
      <ResourcePage<Row>
        title="新闻公告"
        noun="通知"
        api={notifyApi}
        queryKey={messageKeys.notify}
        rowKey="notify_id"
        columns={columns}
        describe={(r) => r.title}
        initialValues={(r) => (r ? { ...r, audience: audienceChoice(r.audience_type, r.audience_ids) } : { status: 1, audience: UNIT_AUDIENCE })}
        toInput={({ audience, ...values }) => ({ ...values, ...audienceInput(audience as string) })}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setReadersOf(r)}>
            阅读情况
          </Button>
        )}
      />
      <ReadersDrawer id={readersOf?.notify_id ?? null} title={readersOf?.title ?? ''} onClose={() => setReadersOf(null)} />
    </>
  );
}
