import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { EvalMsg, capPhoneInput, isMobilePhone, routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useOrgOptions } from '../api/evaluation-queries';

type Person = ResponseOf<typeof routes.evalListPersons>['list'][number];
interface Values {
  person_name: string;
  phone: string;
  job_id?: string;
  obs_id?: string;
}

/** Creates or edits a person: name, phone, job, org unit. The service password is set by the person on the phone. */
export function PersonFormModal({ open, person, onClose, onSaved }: { open: boolean; person: Person | null; onClose(): void; onSaved(): void }) {
  const client = useApiClient();
  const { obs, jobs } = useOrgOptions();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (person) form.setFieldsValue({ person_name: person.person_name, phone: person.phone, job_id: person.job_id ?? undefined, obs_id: person.obs_id ?? undefined });
  }, [open, person, form]);
  const save = async () => {
    const v = await form.validateFields();
    await client.call(routes.evalSavePerson, { person_id: person?.person_id, person_name: v.person_name, phone: v.phone, job_id: v.job_id ?? null, obs_id: v.obs_id ?? null });
    onSaved();
  };
  return (
    <Modal title={person ? '编辑人员' : '新增人员'} open={open} onCancel={onClose} onOk={() => void save().catch(() => undefined)} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="person_name" label="姓名" rules={[{ required: true, whitespace: true, message: EvalMsg.personNameRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          getValueFromEvent={(e: { target: { value: string } }) => capPhoneInput(e.target.value)}
          rules={[
            { required: true, message: EvalMsg.phoneRequired },
            { validator: (_, v: string) => (!v || isMobilePhone(v) ? Promise.resolve() : Promise.reject(new Error(EvalMsg.phoneInvalid))) },
          ]}
        >
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="job_id" label="岗位">
          <Select allowClear loading={jobs.isLoading} options={(jobs.data?.list ?? []).map((j) => ({ value: j.job_id, label: j.job_name }))} />
        </Form.Item>
        <Form.Item name="obs_id" label="组织">
          <Select allowClear loading={obs.isLoading} options={(obs.data?.list ?? []).map((o) => ({ value: o.obs_id, label: o.obs_name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
