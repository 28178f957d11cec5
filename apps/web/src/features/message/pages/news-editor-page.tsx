import { lazy, Suspense, useEffect } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient, useSingleFlight } from '@zhuyun/ui';
import { message, routes } from '@zhuyun/contracts';
import { messageKeys, useCateOptions } from '../api/message-api';

// The editor (tiptap and ProseMirror) is a chunk of its own, fetched after the form has painted.
const RichTextEditor = lazy(() => import('../components/rich-text-editor'));
const { MessageMsg } = message;

interface FormValues {
  title: string;
  cate_code?: string | null;
  author?: string | null;
  cover?: string | null;
  content: string;
  status: number;
}

/** /addModifyDynamics?news_id=…&cate_code=…&back=…: writes or edits a news item (draft or published). */
export function NewsEditorPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const newsId = params.get('news_id');
  const back = params.get('back') ?? '/dynamicInforList';
  const [form] = Form.useForm<FormValues>();
  const cates = useCateOptions(1);
  const existing = useQuery({
    queryKey: [...messageKeys.news, 'detail', newsId],
    enabled: Boolean(newsId),
    queryFn: ({ signal }) => client.call(message.getNewsDetail, { news_id: newsId as string }, { signal }),
  });
  useEffect(() => {
    if (existing.data) form.setFieldsValue({ ...existing.data, content: existing.data.content ?? '' });
  }, [existing.data, form]);
  const save = useMutation({
    mutationFn: (values: FormValues) => client.call(message.saveNews, { ...values, ...(newsId ? { news_id: newsId } : {}) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.news });
      void navigate(back);
    },
  });
  // Enter twice, or Enter then 保存, would save twice (useSingleFlight).
  const saveOnce = useSingleFlight((v: FormValues) => save.mutateAsync(v).catch(() => undefined));
  const uploadImage = async (file: File) => (await client.upload(routes.uploadFile, { module: 'picture' }, file, file.name)).data.url;

  if (newsId && existing.isPending) return <Skeleton active />;
  return (
    <Card title={newsId ? '编辑资讯' : '新增资讯'}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ status: 0, content: '', cate_code: params.get('cate_code') ?? 'dynamic' }}
        onFinish={(values) => void saveOnce(values)}
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: MessageMsg.titleRequired }, { max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="cate_code" label="分类">
            <Select options={cates} style={{ width: 200 }} allowClear />
          </Form.Item>
          <Form.Item name="author" label="作者">
            <Input maxLength={50} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="cover" label="封面图片地址" rules={[{ pattern: /^(https?:\/\/|\/(?!\/))/, message: MessageMsg.coverInvalid }]}>
            <Input maxLength={500} style={{ width: 320 }} placeholder="https://… 或 /files/…" />
          </Form.Item>
        </Space>
        <Form.Item name="content" label="正文" valuePropName="value" trigger="onChange">
          <EditorField uploadImage={uploadImage} />
        </Form.Item>
        <Form.Item name="status" label="发布状态">
          <Radio.Group options={message.PUBLISH_STATUS_OPTIONS} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={() => void navigate(back)}>返回</Button>
        </Space>
      </Form>
    </Card>
  );
}

function EditorField({ value, onChange, uploadImage }: { value?: string; onChange?: (html: string) => void; uploadImage: (file: File) => Promise<string> }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor value={value ?? ''} onChange={(html) => onChange?.(html)} uploadImage={uploadImage} />
    </Suspense>
  );
}
