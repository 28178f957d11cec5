import dayjs from 'dayjs';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { AUDIT_ACTIONS, AuditActionLabel, type AuditAction, type AuditEntry } from '@zhuyun/contracts';
import { auditApi, logKeys } from '../api/audit-api';
import { LogsText } from '../logs.texts';
import { Digest } from './digest';
import { VerifyChainButton } from './verify-chain-button';

const actionOptions = AUDIT_ACTIONS.map((a) => ({ value: a, label: AuditActionLabel[a] }));
export const timeText = (at: unknown) => dayjs(at as string).format('YYYY-MM-DD HH:mm:ss');
export const actionText = (a: unknown) => AuditActionLabel[a as AuditAction] ?? String(a);

/** 审计日志: the unit's trail, newest first, filtered by time, person, action and object, with the chain check. */
export function AuditTrailTab() {
  const columns: ResourceColumn<AuditEntry>[] = [
    { key: 'seq', title: '#', width: 70 },
    { key: 'at', title: LogsText.at, render: timeText, width: 170 },
    { key: 'start_time', title: LogsText.from, hideInTable: true, search: { kind: 'date' }, exportValue: false },
    { key: 'end_time', title: LogsText.to, hideInTable: true, search: { kind: 'date' }, exportValue: false },
    { key: 'actor_name', title: LogsText.actor, search: { kind: 'input', name: 'actor', placeholder: LogsText.actorSearch, width: 180 } },
    { key: 'action', title: LogsText.action, render: actionText, search: { kind: 'select', options: actionOptions } },
    { key: 'object_type', title: LogsText.objectType, search: { kind: 'input', name: 'object', placeholder: LogsText.objectSearch, width: 180 } },
    { key: 'object_id', title: LogsText.objectId },
    {
      key: 'after_digest',
      title: LogsText.digests,
      render: (_v, row) => (
        <>
          <Digest value={row.before_digest} /> → <Digest value={row.after_digest} />
        </>
      ),
      exportValue: (row) => `${row.before_digest ?? ''} → ${row.after_digest ?? ''}`,
    },
    { key: 'ip', title: LogsText.ip },
    { key: 'detail', title: LogsText.detail },
  ];
  return <ResourcePage<AuditEntry> noun={LogsText.auditNoun} api={auditApi} queryKey={logKeys.audit} rowKey="entry_id" columns={columns} toolbar={<VerifyChainButton />} />;
}
