import { Form, Input, Modal, Select, Switch } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { project, type RequestOf } from '@zhuyun/contracts';
import { useApiClient, useSingleFlight } from '@zhuyun/ui';
import { toast } from '../../../../lib/feedback';

const { ProjectLinkMsg } = project;
type ConfigInput = RequestOf<typeof project.saveLinkConfig>;
type FormValues = Omit<ConfigInput, 'enabled'> & { enabled: boolean };

/** 外部系统配置: which external system the unit links its projects to (the unit administrator's). */
export function LinkConfigDialog({ open, config, onClose, saved }: { open: boolean; config: project.LinkConfig | undefined; onClose: () => void; saved: () => void }) {
  const client = useApiClient();
  const [form] = Form.useForm<FormValues>();
  const save = useMutation({
    mutationFn: (v: FormValues) => client.call(project.saveLinkConfig, { ...v, enabled: v.enabled ? 1 : 0 }),
    onSuccess: () => {
      toast.success(ProjectLinkMsg.saved);
      saved();
      onClose();
    },
  });
  // Enter twice, or Enter then 保存, would save twice (useSingleFlight).
  const saveOnce = useSingleFlight((v: FormValues) => save.mutateAsync(v).catch(() => undefined));
  const initial: Partial<FormValues> = {
    adapter: (config?.adapter ?? 'builtin') as FormValues['adapter'],
    system_name: config?.system_name ?? '',
    base_url: config?.base_url ?? '',
    app_key: config?.app_key ?? '',
    app_secret: '',
    enabled: config ? config.enabled === 1 || config.adapter === null : true,
  };
  return (
    <Modal open={open} title="外部系统配置" okText="保存" cancelText="取消" confirmLoading={save.isPending} onCancel={onClose} onOk={() => form.submit()} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={initial} onFinish={(v) => void saveOnce(v)}>
        <Form.Item name="adapter" label="对接方式" rules={[{ required: true, message: ProjectLinkMsg.adapterInvalid }]}>
          <Select options={(config?.adapters ?? []).map((a) => ({ value: a.adapter, label: a.adapter_name }))} />
        </Form.Item>
        <Form.Item name="system_name" label="外部系统名称" rules={[{ required: true, whitespace: true, message: ProjectLinkMsg.systemNameRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="base_url" label="接口地址" rules={[{ pattern: /^(https?:\/\/\S+)?$/i, message: ProjectLinkMsg.baseUrlInvalid }]}>
          <Input maxLength={200} placeholder="https://…" />
        </Form.Item>
        <Form.Item name="app_key" label="AppKey">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="app_secret" label="AppSecret" extra={config?.has_secret ? '已保存密钥，留空则不修改' : undefined}>
          <Input.Password maxLength={200} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
