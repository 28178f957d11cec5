import { useState } from 'react';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popover from 'antd/es/popover';
import BellOutlined from '@ant-design/icons/BellOutlined';
import dayjs from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '@zhuyun/ui';
import { LIVE_CONNECTED, LiveEventType, message } from '@zhuyun/contracts';
import { useLiveEvents } from '../../lib/live/use-live-events';
import './message-bell.css';

type Row = message.MyMessageRow;

/** The query key every view of "my messages" starts with: NoticeWait and the live-events hook refresh the bell by it. */
export const MY_MESSAGES_KEY = ['msg', 'mine'] as const;

/**
 * Live events (issue 16 item 5) tell the bell of a new or changed notice or alarm at once; this slow re-ask only covers a
 * browser whose stream is down (events are not replayed after a gap).
 */
const REFRESH_MS = 5 * 60_000;

/** The top bar's bell: unread notices and new alarms, the latest ten, mark one read (by opening it) or all. */
export function MessageBell() {
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: [...MY_MESSAGES_KEY, 'bell'],
    queryFn: ({ signal }) => client.call(message.getMyMessages, { page_size: 10 }, { signal, silent: true }),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MY_MESSAGES_KEY });
  useLiveEvents(LiveEventType.notice, refresh);
  useLiveEvents(LiveEventType.alarm, refresh);
  useLiveEvents(LIVE_CONNECTED, refresh);
  const read = useMutation({
    mutationFn: (input: { message_ids?: string[]; all?: number }) => client.call(message.readMyMessages, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_MESSAGES_KEY }),
  });
  // No unit, or the call refused: no bell rather than an error in the top bar.
  if (query.isError) return null;
  const data = query.data;
  const count = data?.unread_count ?? 0;

  const openOne = (row: Row) => {
    if (!row.is_read) read.mutate({ message_ids: [row.message_id] });
    setOpen(false);
    void navigate(row.kind === 'alarm' ? '/AlarmRecord' : '/NoticeWait');
  };

  const content = (
    <div className="message-bell__panel">
      <div className="message-bell__head">
        <span>消息通知</span>
        <Button type="link" size="small" disabled={!count} loading={read.isPending} onClick={() => read.mutate({ all: 1 })}>
          全部已读
        </Button>
      </div>
      {data?.list.length ? (
        <ul className="message-bell__list" aria-label="最新消息">
          {data.list.map((row) => (
            <li key={row.message_id}>
              <button type="button" className={row.is_read ? 'message-bell__item' : 'message-bell__item message-bell__item--unread'} onClick={() => openOne(row)}>
                <span className="message-bell__kind">{row.kind === 'alarm' ? `告警·${message.ALARM_LEVEL_NAMES[row.level ?? 2]}` : '通知'}</span>
                <span className="message-bell__title">{row.title}</span>
                <span className="message-bell__time">{dayjs(row.time).format('MM-DD HH:mm')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
      )}
      <div className="message-bell__foot">
        <Button type="link" size="small" onClick={() => (setOpen(false), void navigate('/NoticeWait'))}>
          查看全部
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void query.refetch();
      }}
      trigger="click"
      placement="bottomRight"
      content={content}
      arrow={false}
    >
      <Button type="text" aria-label={count ? `消息通知，${count} 条未读` : '消息通知'}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
