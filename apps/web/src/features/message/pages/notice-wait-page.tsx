import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Segmented from 'antd/es/segmented';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@zhuyun/ui';
import { message } from '@zhuyun/contracts';

type MyMessageRow = message.MyMessageRow;
import { messageKeys } from '../api/message-api';

/** /NoticeWait: my notices, unread first by default; opening one marks it read, and 全部已读 marks them all. */
export function NoticeWaitPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [unread, setUnread] = useState<'0' | '1' | 'all'>('1');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...messageKeys.mine, 'wait', unread, page],
    queryFn: ({ signal }) => client.call(message.getMyMessages, { kind: 'notify', page, page_size: 10, ...(unread === 'all' ? {} : { unread: Number(unread) }) }, { signal, silent: true }),
  });
  const reading = {
    mutationFn: (input: { message_ids?: string[]; all?: number }) => client.call(message.readMyMessages, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.mine }),
  };
  const read = useMutation(reading);
  const readAll = useMutation(reading);
  const toggle = (row: MyMessageRow) => {
    setOpen(open === row.message_id ? null : row.message_id);
    if (!row.is_read) read.mutate({ message_ids: [row.message_id] });
  };
  const data = query.data;
  return (
    <Card
      title="待办通知"
      extra={
        <Button onClick={() => readAll.mutate({ all: 1 })} disabled={!data?.unread_count} loading={readAll.isPending}>
          全部已读
        </Button>
      }
    >
      <Segmented
        value={unread}
        onChange={(v) => (setUnread(v as typeof unread), setPage(1))}
        options={[
          { value: '1', label: `未读 ${data?.unread_count ?? ''}` },
          { value: '0', label: '已读' },
          { value: 'all', label: '全部' },
        ]}
      />
      <List<MyMessageRow>
        style={{ marginTop: 12 }}
        loading={query.isPending}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description="暂无通知" /> }}
        pagination={data && data.total_count > 10 ? { current: page, pageSize: 10, total: data.total_count, onChange: setPage } : false}
        renderItem={(row) => (
          <List.Item key={row.message_id} onClick={() => toggle(row)} style={{ cursor: 'pointer', display: 'block' }}>
            <List.Item.Meta
              title={
                <span>
                  {!row.is_read && <Tag color="red">未读</Tag>}
                  {row.title}
                </span>
              }
              description={`${row.author ?? ''} ${dayjs(row.time).format('YYYY-MM-DD HH:mm')}`}
            />
            {/* The body was sanitized by the server on save (an allow-list: no script or event attribute). */}
            {open === row.message_id && <div className="message-body" dangerouslySetInnerHTML={{ __html: row.content ?? '' }} />}
          </List.Item>
        )}
      />
    </Card>
  );
}
