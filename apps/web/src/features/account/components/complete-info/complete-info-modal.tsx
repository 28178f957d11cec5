import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Steps from 'antd/es/steps';
import { Msg } from '@zhuyun/contracts';
import { useSessionStore } from '../../../../lib/session-store';
import { toast } from '../../../../lib/feedback';
import { useSaveFillRegisterInfo, type FillRegisterInfo } from '../../api/save-fill-register-info';
import { CompanyStep } from './company-step';
import { completeInfoDraft } from './draft';
import type { FileValue } from './file-field';

interface Values {
  user_name?: string;
  job_name?: string;
  company_type?: number;
  company_name?: string;
  area_codes?: string[];
  area_id?: number;
  addr?: string;
  legal_name?: string;
  credit_code?: string;
  credit_img?: FileValue | null;
  logo?: FileValue | null;
  index_img?: FileValue | null;
  ind_domain?: string;
}

const nameRules = [{ required: true, whitespace: true, message: Msg.realNameRequired, validateTrigger: ['onChange', 'onBlur'] }];

/**
 * 完善资料 (spec-1 §2, §4): step 1 name and job, step 2 the company. With a unit already, Next submits step 1 and
 * closes; Previous goes back; Save keeps a draft in browser storage; Submit sends the registration, says so and resets.
 */
export function CompleteInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState<0 | 1>(0);
  const user = useSessionStore((state) => state.userInfo);
  const save = useSaveFillRegisterInfo();

  useEffect(() => {
    if (!open) return;
    const draft = completeInfoDraft.read();
    form.setFieldsValue({ user_name: user?.real_name, ...(draft?.values as Values | undefined) });
    setStep(draft?.step ?? 0);
  }, [open, form, user?.real_name]);

  const finish = () => {
    toast.success(Msg.submitted);
    completeInfoDraft.clear();
    form.resetFields();
    setStep(0);
    onClose();
  };

  const send = async (input: FillRegisterInfo) => {
    try {
      await save.mutateAsync(input);
      finish();
    } catch {
      // The client's error policy shows the server's message; the form stays as typed.
    }
  };

  const next = async () => {
    const { user_name, job_name } = await form.validateFields(['user_name', 'job_name']);
    if (user?.comp_id) return send({ phone: user.phone, user_name: user_name ?? '', job_name });
    setStep(1);
  };

  const submit = async () => {
    const v = await form.validateFields();
    const all = { ...form.getFieldsValue(true), ...v } as Values;
    await send({
      phone: user?.phone,
      user_name: all.user_name ?? '',
      job_name: all.job_name,
      company_type: all.company_type,
      company_name: all.company_name,
      area_id: all.area_id,
      addr: all.addr,
      legal_name: all.legal_name,
      credit_code: all.credit_code,
      credit_img: all.credit_img?.file_path,
      logo: all.logo?.file_path,
      index_img: all.index_img?.file_path,
      ind_domain: all.ind_domain,
    });
  };

  const saveDraft = () => {
    completeInfoDraft.save({ step, values: form.getFieldsValue(true) as Record<string, unknown> });
    toast.success(Msg.saved);
  };

  const footer = [
    <Button key="save" onClick={saveDraft}>
      保存
    </Button>,
    step === 1 ? (
      <Button key="prev" onClick={() => setStep(0)}>
        上一步
      </Button>
    ) : null,
    step === 0 ? (
      <Button key="next" type="primary" loading={save.isPending} onClick={() => void next().catch(() => undefined)}>
        下一步
      </Button>
    ) : (
      <Button key="submit" type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
        提交
      </Button>
    ),
  ];

  return (
    <Modal title="完善资料" open={open} onCancel={onClose} footer={footer} width={640} destroyOnHidden={false}>
      <Steps current={step} size="small" items={[{ title: '个人信息' }, { title: '单位信息' }]} style={{ marginBottom: 24 }} />
      <Form form={form} layout="vertical" preserve>
        <div hidden={step !== 0}>
          <Form.Item name="user_name" label="真实姓名" rules={nameRules}>
            <Input placeholder="请输入真实姓名" maxLength={50} />
          </Form.Item>
          <Form.Item name="job_name" label="岗位">
            <Input placeholder="如 项目经理、施工员（选填）" maxLength={50} />
          </Form.Item>
        </div>
        {step === 1 ? <CompanyStep form={form} /> : null}
      </Form>
    </Modal>
  );
}
