import { useEffect, useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { EvalMsg, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { evalKeys } from '../api/evaluation-queries';

/** Persons of the unit matching a typed name or phone, for the pickers (the server searches; 50 at a time). */
function usePersonSearch(search: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: evalKeys.list('person-search', { search }),
    queryFn: ({ signal }) => client.call(routes.evalListPersons, { search: search || undefined, page_size: 50, sort_field: 'person_name', sort_order: 'asc' }, { signal, silent: true }),
  });
}

export function AddAssesseesModal({ exerciseId, open, onClose, onSaved }: { exerciseId: string; open: boolean; onClose(): void; onSaved(added: number): void }) {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const persons = usePersonSearch(search);
  const [form] = Form.useForm<{ person_ids: string[] }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const save = async () => {
    const { person_ids } = await form.validateFields();
    const { added } = await client.call(routes.evalSaveAssessees, { exercise_id: exerciseId, person_ids });
    onSaved(added);
  };
  return (
    <Modal title="添加被评价人" open={open} onCancel={onClose} onOk={() => void save().catch(() => undefined)} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="person_ids" label="人员" rules={[{ required: true, message: EvalMsg.personsRequired }]}>
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={persons.isFetching}
            placeholder="输入姓名或手机号搜索"
            options={(persons.data?.list ?? []).map((p) => ({ value: p.person_id, label: `${p.person_name} ${p.phone}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AddEvaluatorsModal({ exerciseId, open, onClose, onSaved }: { exerciseId: string; open: boolean; onClose(): void; onSaved(added: number): void }) {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const persons = usePersonSearch(search);
  const assessees = useQuery({
    queryKey: evalKeys.list('assessee-options', { exerciseId }),
    queryFn: ({ signal }) => client.call(routes.evalListAssessees, { exercise_id: exerciseId, is_page: 0, sort_field: 'person_name', sort_order: 'asc' }, { signal, silent: true }),
    enabled: open,
  });
  const [form] = Form.useForm<{ evaluator_person_id: string; assessee_person_ids: string[] }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const save = async () => {
    const v = await form.validateFields();
    const { added } = await client.call(routes.evalSaveEvaluators, { exercise_id: exerciseId, ...v });
    onSaved(added);
  };
  return (
    <Modal title="添加评价关系" open={open} onCancel={onClose} onOk={() => void save().catch(() => undefined)} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="evaluator_person_id" label="评价人" rules={[{ required: true, message: EvalMsg.evaluatorRequired }]}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={persons.isFetching}
            placeholder="输入姓名或手机号搜索"
            options={(persons.data?.list ?? []).map((p) => ({ value: p.person_id, label: `${p.person_name} ${p.phone}` }))}
          />
        </Form.Item>
        <Form.Item name="assessee_person_ids" label="被评价人" rules={[{ required: true, message: EvalMsg.personsRequired }]}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            loading={assessees.isLoading}
            options={(assessees.data?.list ?? []).map((a) => ({ value: a.person_id, label: a.person_name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
