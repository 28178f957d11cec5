import Drawer from 'antd/es/drawer';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@zhuyun/ui';
import { message } from '@zhuyun/contracts';

/** Who a news item or notice reaches and who has read it (news/user_list). */
export function ReadersDrawer({ id, title, onClose }: { id: string | null; title: string; onClose: () => void }) {
  const client = useApiClient();
  const [isRead, setIsRead] = useState<'all' | '0' | '1'>('all');
  const query = useQuery({
    queryKey: ['msg', 'readers', id, isRead],
    enabled: Boolean(id),
    queryFn: ({ signal }) => client.call(message.getNewsUserList, { news_id: id as string, is_page: 0, ...(isRead === 'all' ? {} : { is_read: Number(isRead) }) }, { signal }),
  });
  const data = query.data;
  return (
    <Drawer open={Boolean(id)} onClose={onClose} title={`阅读情况：${title}`} size="large" destroyOnHidden>
      <Segmented
        value={isRead}
        onChange={(v) => setIsRead(v as typeof isRead)}
        options={[
          { value: 'all', label: `全部 ${data?.audience_total ?? ''}` },
          { value: '1', label: `已读 ${data?.read_total ?? ''}` },
          { value: '0', label: `未读 ${data ? data.audience_total - data.read_total : ''}` },
        ]}
      />
      <Table
        style={{ marginTop: 12 }}
        rowKey="user_id"
        size="small"
        loading={query.isPending}
        dataSource={data?.list ?? []}
        pagination={false}
        columns={[
          { title: '姓名', dataIndex: 'user_name' },
          { title: '手机号', dataIndex: 'phone' },
          { title: '状态', dataIndex: 'is_read', render: (v: number) => (v ? <Tag color="green">已读</Tag> : <Tag>未读</Tag>) },
          { title: '阅读时间', dataIndex: 'read_at', render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—') },
        ]}
      />
    </Drawer>
  );
}
