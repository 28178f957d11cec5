import { useMemo, useState } from 'react';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { Msg } from '@zhuyun/contracts';
import { useSessionStore } from '../../../lib/session-store';

/** The embedded page's address with where the user was and who they are, so a ticket needs no retyping. */
export function feedbackPageUrl(base: string, context: { page: string; userId: string | null }): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('page', context.page);
  if (context.userId) url.searchParams.set('user_id', context.userId);
  return url.toString();
}

/**
 * 工单反馈 (spec-1 §2): a drawer with the work-order page of the deployment (FEEDBACK_URL) embedded. The page is
 * sandboxed: it may run its form and open links, not navigate the shell.
 */
export function FeedbackDrawer({ open, onClose, url, page }: { open: boolean; onClose: () => void; url: string | null; page: string }) {
  const userId = useSessionStore((s) => s.userInfo?.user_id ?? null);
  const [loaded, setLoaded] = useState(false);
  const src = useMemo(() => (url ? feedbackPageUrl(url, { page, userId }) : null), [url, page, userId]);

  return (
    <Drawer
      title="工单反馈"
      open={open}
      onClose={onClose}
      size={720}
      destroyOnHidden
      afterOpenChange={(visible) => !visible && setLoaded(false)}
      styles={{ body: { padding: 0, position: 'relative' } }}
    >
      {src ? (
        <>
          {!loaded && <Spin className="feedback-drawer__loading" description="加载中…" />}
          <iframe
            className="feedback-drawer__page"
            title="工单反馈页面"
            src={src}
            sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setLoaded(true)}
          />
        </>
      ) : (
        <Empty className="feedback-drawer__empty" description={Msg.feedbackNotConfigured} />
      )}
    </Drawer>
  );
}
