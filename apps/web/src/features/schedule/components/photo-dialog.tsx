import { useEffect, useRef, useState } from 'react';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import { files, schedule } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import type { NodeOption, Photo } from '../api/use-image-progress';

const { ImageProgressMsg } = schedule;

interface Values {
  node_id: string;
  shot_date: Dayjs;
  file_path: string;
  title?: string;
  remark?: string;
}

/** The picture of a photo: uploaded when chosen (an image, judged by content); the form keeps its file_path. */
function PictureField({ value, onChange, initialName }: { value?: string; onChange?: (v: string) => void; initialName?: string | null }) {
  const client = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(initialName ?? null);
  const upload = useMutation({
    mutationFn: (file: File) => client.upload(files.uploadFile, { module: 'picture' }, file, file.name),
    onSuccess: (answer) => (setName(answer.data.file_name), onChange?.(answer.data.file_path)),
  });
  return (
    <Space>
      <input ref={input} type="file" accept="image/*" hidden aria-label="选择照片" onChange={(e) => e.target.files?.[0] && upload.mutate(e.target.files[0])} />
      <Button loading={upload.isPending} onClick={() => input.current?.click()}>
        {value ? '更换照片' : '上传照片'}
      </Button>
      {value && <Typography.Text>{name ?? '已上传'}</Typography.Text>}
    </Space>
  );
}

/** Adds or edits one photo of the project: its node, the day it was taken, the picture, a title and a remark. */
export function PhotoDialog(p: { projectId: string; nodes: NodeOption[]; open: boolean; editing: Photo | null; close: () => void; saved: () => void }) {
  const client = useApiClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (v: Values) => {
      const node = p.nodes.find((n) => n.value === v.node_id);
      const input = {
        project_id: p.projectId,
        node_type: node?.node_type ?? p.editing?.node_type ?? 'construction',
        node_id: v.node_id,
        shot_date: v.shot_date.format('YYYY-MM-DD'),
        file_path: v.file_path,
        title: v.title || null,
        remark: v.remark || null,
      };
      return p.editing ? client.call(schedule.updateImageProgress, { ...input, photo_id: p.editing.photo_id }) : client.call(schedule.createImageProgress, input);
    },
    onSuccess: p.saved,
  });
  useEffect(() => {
    if (!p.open) return;
    const e = p.editing;
    form.setFieldsValue(e ? { node_id: e.node_id, shot_date: dayjs(e.shot_date), file_path: e.file_path, title: e.title ?? undefined, remark: e.remark ?? undefined } : { shot_date: dayjs() });
  }, [p.open, p.editing, form]);
  const nodes = p.editing && !p.nodes.some((n) => n.value === p.editing!.node_id) ? [{ value: p.editing.node_id, label: p.editing.node_name, node_type: p.editing.node_type }, ...p.nodes] : p.nodes;
  return (
    <Modal
      open={p.open}
      title={p.editing ? '编辑照片' : '上传照片'}
      okText="保存"
      onCancel={p.close}
      onOk={() => void form.validateFields().then((v) => save.mutateAsync(v)).catch(() => undefined)}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} name="photo" layout="vertical" preserve={false}>
        <Form.Item name="node_id" label="节点" rules={[{ required: true, message: ImageProgressMsg.nodeIdRequired }]}>
          <Select options={nodes} showSearch={{ optionFilterProp: 'label' }} placeholder="选择标段或任务" />
        </Form.Item>
        <Form.Item name="shot_date" label="拍摄日期" rules={[{ required: true, message: ImageProgressMsg.shotDateRequired }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="file_path" label="照片" rules={[{ required: true, message: ImageProgressMsg.fileRequired }]}>
          <PictureField initialName={p.editing?.file_name} />
        </Form.Item>
        <Form.Item name="title" label="标题">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label="说明">
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
