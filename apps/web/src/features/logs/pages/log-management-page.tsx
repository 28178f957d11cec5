import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { AuditTrailTab } from '../components/audit-trail-tab';
import { SignInHistoryTab } from '../components/sign-in-history-tab';
import { LogsText } from '../logs.texts';
import './log-management-page.css';

/** /logManagement (日志管理, issue 19 item 6): the unit's audit trail with its chain check, and the sign-in history. */
export function LogManagementPage() {
  return (
    <Card title={LogsText.title} className="log-management-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'audit', label: LogsText.auditTab, children: <AuditTrailTab /> },
          { key: 'sign-in', label: LogsText.signInTab, children: <SignInHistoryTab /> },
        ]}
      />
    </Card>
  );
}
