import Button from 'antd/es/button';
import Card from 'antd/es/card';
import List from 'antd/es/list';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { ErrorFallback } from '@zhuyun/ui';
import { useEndSession, useMySessions, type MySession } from '../api/my-sessions';
import { LoginModeText } from '../login-mode.texts';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** A browser's User-Agent in a few words: the browser and the system, else the text as sent. */
export function deviceName(agent: string | null): string {
  if (!agent) return LoginModeText.unknownDevice;
  const browser = /Edg\//.test(agent) ? 'Edge' : /Chrome\//.test(agent) ? 'Chrome' : /Firefox\//.test(agent) ? 'Firefox' : /Safari\//.test(agent) ? 'Safari' : null;
  const system = /Windows/.test(agent) ? 'Windows' : /Android/.test(agent) ? 'Android' : /iPhone|iPad/.test(agent) ? 'iOS' : /Mac OS X/.test(agent) ? 'macOS' : /Linux/.test(agent) ? 'Linux' : null;
  return browser || system ? [browser, system].filter(Boolean).join(' · ') : agent.slice(0, 60);
}

function SessionItem({ session, onEnd, ending }: { session: MySession; onEnd: () => void; ending: boolean }) {
  return (
    <List.Item
      aria-label={deviceName(session.device)}
      actions={
        session.current
          ? [<Tag key="current" color="processing">{LoginModeText.currentSession}</Tag>]
          : [
              <Popconfirm key="end" title={LoginModeText.endConfirm} onConfirm={onEnd}>
                <Button type="link" danger loading={ending}>
                  {LoginModeText.endSession}
                </Button>
              </Popconfirm>,
            ]
      }
    >
      <List.Item.Meta
        title={deviceName(session.device)}
        description={`${LoginModeText.ip} ${session.ip ?? '—'} · ${LoginModeText.signedInAt} ${time(session.created_at)} · ${LoginModeText.lastUsed} ${time(session.last_seen_at)}`}
      />
    </List.Item>
  );
}

/** 登录设备 on /loginMode: every live session of the person, the current one marked, and ending one or all others. */
export function SessionsCard() {
  const sessions = useMySessions();
  const end = useEndSession();
  const list = sessions.data?.list ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <Card
      size="small"
      className="login-mode-card"
      role="region"
      aria-label={LoginModeText.sessionsTitle}
      title={LoginModeText.sessionsTitle}
      extra={
        others > 0 && (
          <Popconfirm title={LoginModeText.endOthersConfirm} onConfirm={() => end.mutate({ others: true })}>
            <Button type="link" danger>
              {LoginModeText.endOthers}
            </Button>
          </Popconfirm>
        )
      }
    >
      {sessions.isPending && <Skeleton active paragraph={{ rows: 2 }} aria-label="加载中" />}
      {sessions.isError && <ErrorFallback title={LoginModeText.sessionsFailed} description={sessions.error.message} onRetry={() => void sessions.refetch()} />}
      {sessions.data && (
        <List
          dataSource={list}
          rowKey="session_id"
          renderItem={(s) => <SessionItem session={s} ending={end.isPending && end.variables && 'session_id' in end.variables ? end.variables.session_id === s.session_id : false} onEnd={() => end.mutate({ session_id: s.session_id })} />}
        />
      )}
    </Card>
  );
}
