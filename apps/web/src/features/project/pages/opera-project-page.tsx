import { useEffect } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@zhuyun/client';
import { useSingleFlight } from '@zhuyun/ui';
import { project } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useProjectDetail } from '../api/use-project-detail';
import { useSaveProject } from '../api/use-projects';
import { ProjectBaseFields } from '../components/project-base-fields';
import { ProjectLocationFields } from '../components/project-location-fields';
import { ProjectUnitsField } from '../components/project-units-field';
import { duplicateUnit, emptyProject, toFormValues, toInput, type ProjectFormValues, type UnitValue } from '../lib/project-form-values';

const { ProjectMsg } = project;

/** /operaProject (create) and /operaProject?project_id=… (edit): every field of a project and its participating units. */
export function OperaProjectPage() {
  const [params] = useSearchParams();
  const projectId = params.get('project_id');
  const navigate = useNavigate();
  const detail = useProjectDetail(projectId);
  const save = useSaveProject();
  const [form] = Form.useForm<ProjectFormValues>();

  useEffect(() => {
    if (detail.data) form.setFieldsValue(toFormValues(detail.data));
  }, [detail.data, form]);

  // Enter in a field and a quick 保存 each pass the form's checks: one save (useSingleFlight).
  const submit = useSingleFlight(async (values: ProjectFormValues) => {
    try {
      const created = await save.mutateAsync({ ...toInput(values), project_id: projectId ?? undefined });
      toast.success(ProjectMsg.saved);
      void navigate(`/projectDetail?project_id=${projectId ?? created?.project_id ?? ''}`);
    } catch (error) {
      // The client's policy has shown the message; a taken code is also marked on its field.
      if (isApiError(error) && error.code === 10003) form.setFields([{ name: 'project_code', errors: [error.message] }]);
    }
  });

  if (projectId && detail.isLoading) return <Card variant="borderless"><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  if (projectId && detail.isError) {
    const missing = isApiError(detail.error) && detail.error.code === 10002;
    return (
      <Card variant="borderless">
        {missing ? (
          <Empty description={ProjectMsg.projectNotFound}>
            <Button onClick={() => void navigate('/ProjectList')}>返回项目列表</Button>
          </Empty>
        ) : (
          <Alert type="error" showIcon title="项目加载失败" action={<Button onClick={() => void detail.refetch()}>重试</Button>} />
        )}
      </Card>
    );
  }

  return (
    <Card
      variant="borderless"
      title={projectId ? `编辑项目：${detail.data?.project_name ?? ''}` : '新建项目'}
      extra={<Button onClick={() => void navigate('/ProjectList')}>返回列表</Button>}
    >
      <Form<ProjectFormValues> form={form} layout="vertical" initialValues={emptyProject} onFinish={(v) => void submit(v)} scrollToFirstError style={{ maxWidth: 1080 }}>
        <Card type="inner" title="基本信息" size="small" style={{ marginBottom: 16 }}>
          <ProjectBaseFields projectId={projectId ?? undefined} />
        </Card>
        <Card type="inner" title="项目位置" size="small" style={{ marginBottom: 16 }}>
          <ProjectLocationFields />
        </Card>
        <Card type="inner" title="参建单位" size="small" style={{ marginBottom: 16 }}>
          <Form.Item
            name="units"
            rules={[
              {
                validator: async (_, units: UnitValue[] = []) => {
                  const twice = duplicateUnit(units);
                  if (twice) throw new Error(`${twice.unit_name ?? ''}：${ProjectMsg.unitDuplicate}`);
                },
              },
            ]}
          >
            <ProjectUnitsField />
          </Form.Item>
        </Card>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={() => void navigate(-1)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
