import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { routes, version } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { PLATFORM_LABELS, formatSize, type VersionRow } from '../api/version-api';

const { VersionMsg, VERSION_NO } = version;

interface Values {
  platform: 'android' | 'ios' | 'web';
  version_no: string;
  notes: string;
  force_update: boolean;
  publish_status: 0 | 1;
}

interface Props {
  channel: 'app' | 'web';
  open: boolean;
  editing: VersionRow | null;
  close: () => void;
  saved: () => void;
}

type Package = { file_id: string; file_name: string; size_bytes: number | null };

/** A release's dialog: an app release adds its platform, package (uploaded before saving) and forced-update flag. */
export function VersionFormDialog({ channel, open, editing, close, saved }: Props) {
  const client = useApiClient();
  const [form] = Form.useForm<Values>();
  const [pkg, setPkg] = useState<Package | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const app = channel === 'app';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setPkg(editing?.package_file_id ? { file_id: editing.package_file_id, file_name: editing.package_name ?? '', size_bytes: editing.package_size } : null);
    if (editing) {
      form.setFieldsValue({
        platform: editing.platform,
        version_no: editing.version_no,
        notes: editing.notes,
        force_update: editing.force_update === 1,
        publish_status: editing.publish_status === 1 ? 1 : 0,
      });
    }
  }, [open, editing, form]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    client
      .upload(routes.uploadVersionPackage, {}, file, file.name)
      .then((answer) => setPkg(answer.data))
      .catch(() => undefined)
      .finally(() => setUploading(false));
  };

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body = { platform: app ? v.platform : 'web', version_no: v.version_no.trim(), notes: v.notes, force_update: app && v.force_update ? 1 : 0, publish_status: v.publish_status, package_file_id: app ? (pkg?.file_id ?? null) : null };
      if (editing) await client.call(routes.updateVersion, { version_id: editing.version_id, ...body });
      else await client.call(routes.publishVersion, body);
      saved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing ? '编辑版本' : app ? '发布 App 版本' : '发布 Web 版本'}
      open={open}
      onCancel={close}
      onOk={() => void save().catch(() => undefined)}
      okButtonProps={{ loading: saving, disabled: uploading }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ platform: 'android', force_update: false, publish_status: 0 }}>
        {app && (
          <Form.Item name="platform" label="平台" rules={[{ required: true, message: VersionMsg.platformInvalid }]}>
            <Select options={['android', 'ios'].map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))} />
          </Form.Item>
        )}
        <Form.Item
          name="version_no"
          label="版本号"
          rules={[
            { required: true, whitespace: true, message: VersionMsg.versionNoRequired },
            { pattern: VERSION_NO, message: VersionMsg.versionNoInvalid },
          ]}
        >
          <Input placeholder="如 2.4.0" maxLength={20} />
        </Form.Item>
        <Form.Item name="notes" label="更新说明" rules={[{ required: true, whitespace: true, message: VersionMsg.notesRequired }]}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        {app && (
          <>
            <Form.Item label="安装包" extra="APK 或 IPA，300MB 以内">
              <Space>
                <Button icon={<UploadOutlined />} loading={uploading} onClick={() => document.getElementById('version-package-input')?.click()}>
                  {pkg ? '重新上传' : '上传安装包'}
                </Button>
                {pkg && <span>{`${pkg.file_name}（${formatSize(pkg.size_bytes)}）`}</span>}
              </Space>
              <input
                id="version-package-input"
                aria-label="选择安装包"
                type="file"
                accept=".apk,.ipa"
                hidden
                onChange={(e) => {
                  choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Form.Item>
            <Form.Item name="force_update" label="强制更新" valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
        <Form.Item name="publish_status" label="状态">
          <Radio.Group
            options={[
              { value: 0, label: '草稿' },
              { value: 1, label: '发布' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
