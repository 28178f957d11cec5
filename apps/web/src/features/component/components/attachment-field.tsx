import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { files } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export interface Attachment {
  file_path: string;
  file_name: string;
}

/**
 * The attachments of a report: photos or scanned reports (images or PDFs, judged by content on upload), at most
 * `max`; each uploads when chosen and the form keeps its file_path.
 */
export function AttachmentField({ value = [], onChange, max }: { value?: Attachment[]; onChange?: (v: Attachment[]) => void; max: number }) {
  const client = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (list: FileList | null) => {
    const picked = [...(list ?? [])].slice(0, max - value.length);
    if (!picked.length) return;
    setBusy(true);
    setError(null);
    try {
      const added: Attachment[] = [];
      for (const file of picked) {
        const stored = (await client.upload(files.uploadFile, { module: 'certificate' }, file, file.name)).data;
        added.push({ file_path: stored.file_path, file_name: stored.file_name });
      }
      onChange?.([...value, ...added]);
    } catch (e) {
      setError(e instanceof Error ? e.message : '上传失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((a) => (
        <Space key={a.file_path}>
          <Typography.Text>{a.file_name}</Typography.Text>
          <Button type="link" size="small" danger onClick={() => onChange?.(value.filter((x) => x.file_path !== a.file_path))}>
            移除
          </Button>
        </Space>
      ))}
      {value.length < max && (
        <>
          <input ref={input} type="file" accept="image/*,application/pdf" multiple hidden aria-label="上传附件" onChange={(e) => void add(e.target.files).then(() => (e.target.value = ''))} />
          <Button loading={busy} onClick={() => input.current?.click()}>
            上传附件
          </Button>
        </>
      )}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Space>
  );
}
