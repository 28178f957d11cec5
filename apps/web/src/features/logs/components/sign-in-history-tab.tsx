import Tag from 'antd/es/tag';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { AuditAction, SIGN_IN_ACTIONS, type AuditEntry } from '@zhuyun/contracts';
import { auditApi, logKeys } from '../api/audit-api';
import { LogsText } from '../logs.texts';
import { timeText } from './audit-trail-tab';

const SIGN_IN_FILTER = { action: SIGN_IN_ACTIONS.join(',') };

function Outcome({ action }: { action: string }) {
  if (action === AuditAction.signIn) return <Tag color="success">{LogsText.success}</Tag>;
  if (action === AuditAction.signInFailed) return <Tag color="error">{LogsText.failure}</Tag>;
  return <Tag>{LogsText.signOut}</Tag>;
}

/** 登录记录: sign-ins, refused sign-ins and sign-outs of the unit's people, from the audit trail. */
export function SignInHistoryTab() {
  const columns: ResourceColumn<AuditEntry>[] = [
    { key: 'at', title: LogsText.at, render: timeText, width: 170 },
    { key: 'start_time', title: LogsText.from, hideInTable: true, search: { kind: 'date' }, exportValue: false },
    { key: 'end_time', title: LogsText.to, hideInTable: true, search: { kind: 'date' }, exportValue: false },
    { key: 'actor_name', title: LogsText.actor, search: { kind: 'input', name: 'actor', placeholder: LogsText.actorSearch, width: 180 } },
    { key: 'action', title: LogsText.result, render: (a) => <Outcome action={a as string} />, exportValue: (row) => row.action },
    { key: 'ip', title: LogsText.ip },
    { key: 'device', title: LogsText.device },
    { key: 'detail', title: LogsText.detail },
  ];
  return <ResourcePage<AuditEntry> noun={LogsText.signInNoun} api={auditApi} queryKey={logKeys.signIns} rowKey="entry_id" columns={columns} fixed={SIGN_IN_FILTER} />;
}
