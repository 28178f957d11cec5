import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { RequestLogObject } from '@zhuyun/contracts';
import { usePageAccessStore } from '../../../lib/access';
import { AuditTrailTab } from '../components/audit-trail-tab';
import { RequestLogTab } from '../components/request-log-tab';
import { SignInHistoryTab } from '../components/sign-in-history-tab';
import { LogsText } from '../logs.texts';
import './log-management-page.css';

/**
 * /logManagement (日志管理, issue 19 item 6): the unit's audit trail with its chain check, the sign-in history, and,
 * for holders of log.request (administrators), the API's request log.
 */
export function LogManagementPage() {
  const requests = usePageAccessStore((s) => s.access.objects.has(RequestLogObject));
  return (
    <Card title={LogsText.title} className="log-management-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'audit', label: LogsText.auditTab, children: <AuditTrailTab /> },
          { key: 'sign-in', label: LogsText.signInTab, children: <SignInHistoryTab /> },
          ...(requests ? [{ key: 'requests', label: LogsText.requestTab, children: <RequestLogTab /> }] : []),
        ]}
      />
    </Card>
  );
}
