import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { files } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

export interface Attachment {
  file_id: string;
  file_name: string;
  /** A link to open it: the upload's, or the record's as last read (both signed, for ten minutes). */
  url?: string;
}

/**
 * A material record's attachments: photos or scanned test reports (images or PDFs, judged by their content on upload),
 * at most `max`. Each file uploads when chosen (the files platform) and the form keeps its id.
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
    const added: Attachment[] = [];
    try {
      for (const file of picked) {
        const stored = (await client.upload(files.uploadFile, { module: 'certificate' }, file, file.name, { silent: true })).data;
        added.push({ file_id: stored.file_id, file_name: stored.file_name, url: stored.url });
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : '上传失败');
    } finally {
      // What was uploaded before a failure stays.
      if (added.length) onChange?.([...value, ...added]);
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((a) => (
        <Space key={a.file_id}>
          {a.url ? (
            <Typography.Link href={a.url} target="_blank" rel="noreferrer">
              {a.file_name}
            </Typography.Link>
          ) : (
            <Typography.Text>{a.file_name}</Typography.Text>
          )}
          <Button type="link" size="small" danger onClick={() => onChange?.(value.filter((x) => x.file_id !== a.file_id))}>
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
