import { useEffect, useMemo, useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ResponseOf, routes } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useObjectNames, useSaveJobTemplates } from '../api/data-auth-api';
import { DataAuthText } from '../data-auth.texts';

type OrgAuth = ResponseOf<typeof routes.getOrgAuth>;

/** The pages a set of templates opens: their page objects, named from the permission tree. */
export function pagesOf(auth: OrgAuth, templateIds: readonly string[], names: Map<string, string> | undefined): string[] {
  const nos = new Set(auth.templates.filter((t) => templateIds.includes(t.auth_template_id)).flatMap((t) => t.object_nos));
  return [...nos].filter((no) => no.startsWith('page.')).map((no) => names?.get(no) ?? no.slice('page.'.length)).sort((a, b) => a.localeCompare(b, 'zh'));
}

/** A job's templates (ticked), what they open, and Save (the server requires auth.template.grant). */
export function JobTemplatesForm({ auth, jobId, title }: { auth: OrgAuth; jobId: string; title: string }) {
  const held = useMemo(() => auth.jobs.find((j) => j.job_id === jobId)?.auth_template_ids ?? [], [auth, jobId]);
  const [checked, setChecked] = useState<string[]>(held);
  useEffect(() => setChecked(held), [held]);
  const names = useObjectNames();
  const save = useSaveJobTemplates();
  const pages = pagesOf(auth, checked, names.data);

  const submit = async () => {
    try {
      toast.success(await save.mutateAsync({ job_id: jobId, auth_template_ids: checked }));
    } catch {
      // the client's error policy has shown the server's msg
    }
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <div>
        <Typography.Text strong>{DataAuthText.templates}</Typography.Text>
        {auth.templates.length === 0 ? (
          <Empty description={DataAuthText.noTemplates} />
        ) : (
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
            value={checked}
            onChange={(values) => setChecked(values.map(String))}
            options={auth.templates.map((t) => ({
              value: t.auth_template_id,
              label: `${t.auth_template_name}（${DataAuthText.templateObjects(t.object_nos.length)}）`,
            }))}
          />
        )}
      </div>
      <div>
        <Typography.Text strong>{DataAuthText.effectivePages}</Typography.Text>
        <div style={{ marginTop: 8 }}>
          {pages.length === 0 ? <Typography.Text type="warning">{DataAuthText.noPages}</Typography.Text> : pages.map((p) => <Tag key={p}>{p}</Tag>)}
        </div>
      </div>
      {/* No <Can>: auth.template.grant sits under /permissionTemplate's object, not this page's; the server decides. */}
      <Space>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          {DataAuthText.save}
        </Button>
        <Button onClick={() => setChecked(held)}>{DataAuthText.reset}</Button>
      </Space>
    </Space>
  );
}
