import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { PersonalMsg, personal } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useSubmitPersonnel } from '../api/personal-api';
import { CertFilesField } from './cert-files-field';

interface Values {
  real_name: string;
  id_card?: string;
  cert_name: string;
  cert_no?: string;
  cert_valid_until?: string;
  cert_files: string[];
  remark?: string;
}

const blankToNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** 提交资料: my real name and one certificate with its scans, to my current unit for review. */
export function PersonnelSubmitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const submit = useSubmitPersonnel();
  // Cleared while still mounted: the next opening starts from an empty form.
  const close = () => {
    form.resetFields();
    onClose();
  };

  const save = async () => {
    const v = await form.validateFields();
    try {
      const answer = await submit.mutateAsync({
        real_name: v.real_name,
        id_card: blankToNull(v.id_card),
        cert_name: v.cert_name,
        cert_no: blankToNull(v.cert_no),
        cert_valid_until: blankToNull(v.cert_valid_until),
        cert_files: v.cert_files,
        remark: blankToNull(v.remark),
      });
      toast.success(answer.msg);
      close();
    } catch {
      // shown by the client's error policy (您已有一份资料在审核中 …)
    }
  };

  return (
    <Modal
      title="提交资料审核"
      open={open}
      okText="提交"
      cancelText="取消"
      confirmLoading={submit.isPending}
      onOk={() => void save().catch(() => undefined)}
      onCancel={close}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ cert_files: [] }}>
        <Form.Item label="真实姓名" name="real_name" rules={[{ required: true, whitespace: true, message: PersonalMsg.realNameRequired }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          label="身份证号"
          name="id_card"
          rules={[{ validator: (_, v?: string) => (!v?.trim() || personal.isIdCard(v.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(PersonalMsg.idCardInvalid))) }]}
        >
          <Input maxLength={18} placeholder="选填" />
        </Form.Item>
        <Form.Item label="证书名称" name="cert_name" rules={[{ required: true, whitespace: true, message: PersonalMsg.certNameRequired }]}>
          <Input maxLength={100} placeholder="如：一级建造师注册证书" />
        </Form.Item>
        <Form.Item label="证书编号" name="cert_no">
          <Input maxLength={64} placeholder="选填" />
        </Form.Item>
        <Form.Item label="有效期至" name="cert_valid_until" rules={[{ pattern: /^\d{4}-\d{2}-\d{2}$/, message: PersonalMsg.certValidInvalid }]}>
          <Input maxLength={10} placeholder="YYYY-MM-DD，选填" />
        </Form.Item>
        <Form.Item label="证书附件" name="cert_files" rules={[{ required: true, type: 'array', min: 1, message: PersonalMsg.certFilesRequired }]}>
          <CertFilesField />
        </Form.Item>
        <Form.Item label="说明" name="remark">
          <Input.TextArea maxLength={500} rows={2} placeholder="选填" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
