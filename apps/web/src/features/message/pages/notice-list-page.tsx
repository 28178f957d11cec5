import { useState } from 'react';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { message, type ResponseOf } from '@zhuyun/contracts';
import { messageKeys, notifyApi, useCateOptions, useDeptOptions } from '../api/message-api';
import { publishStatusOptions } from '../components/options';
import { ReadersDrawer } from '../components/readers-drawer';

type Row = ResponseOf<typeof message.listNotify>['list'][number];
const { MessageMsg } = message;
const UNIT = 'unit';

/** /NewsNotice: the unit's notices; the dialog writes one to the whole unit, and 阅读情况 shows who has read it. */
export function NoticeListPage() {
  const cates = useCateOptions(2);
  const [readersOf, setReadersOf] = useState<Row | null>(null);
  // 发布范围: the whole unit, or one department (the API takes several, and jobs or projects too).
  const audiences = [{ value: UNIT, label: '全单位' }, ...useDeptOptions()];
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
        initialValues={(r) => (r ? { ...r, audience: r.audience_type === 2 ? r.audience_ids[0] : UNIT } : { status: 1, audience: UNIT })}
        toInput={({ audience, ...values }) => ({ ...values, audience_type: audience === UNIT ? 1 : 2, audience_ids: audience === UNIT ? [] : [audience] })}
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
