import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { files } from '@zhuyun/contracts';
import { useApiClient } from './api-client-context';

/** Which reference to an upload a form stores: its file id (check records) or its file_path (component reports). */
export type AttachmentRef = 'file_id' | 'file_path';

/** One attachment as the form holds it: the kept reference, its name, and a link to open it where one is known. */
export type Attachment<K extends AttachmentRef> = { [P in K]: string } & {
  file_name: string;
  /** A link to open it: the upload's, or the record's as last read (both signed, short-lived). */
  url?: string;
};

/** Every word the attachment field shows (zh-CN). */
export const attachmentText = { upload: '上传附件', remove: '移除', failed: '上传失败' };

export interface AttachmentFieldProps<K extends AttachmentRef> {
  /** The reference the form keeps of each upload. */
  keep: K;
  value?: Attachment<K>[];
  onChange?: (value: Attachment<K>[]) => void;
  max: number;
}

/**
 * Attachments as a form value: photos or scanned reports (images or PDFs, judged by their content on upload, kind
 * certificate), at most `max`. Each file uploads when chosen and shows as a link; a failed upload is said under the
 * list, and what was uploaded before it stays. Shared by the material records of /materialCheck and the component
 * reports of /reportList, which keep different references to the same uploads.
 */
export function AttachmentField<K extends AttachmentRef>({ keep, value = [], onChange, max }: AttachmentFieldProps<K>) {
  const client = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refOf = (a: Attachment<K>): string => (a as unknown as Record<AttachmentRef, string>)[keep];
  const add = async (list: FileList | null) => {
    const picked = [...(list ?? [])].slice(0, max - value.length);
    if (!picked.length) return;
    setBusy(true);
    setError(null);
    const added: Attachment<K>[] = [];
    try {
      for (const file of picked) {
        // Silent: the failure is shown beside the field, where the person is looking.
        const stored = (await client.upload(files.uploadFile, { module: 'certificate' }, file, file.name, { silent: true })).data;
        added.push({ [keep]: stored[keep], file_name: stored.file_name, url: stored.url } as Attachment<K>);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : attachmentText.failed);
    } finally {
      if (added.length) onChange?.([...value, ...added]);
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((a) => (
        <Space key={refOf(a)}>
          {a.url ? (
            <Typography.Link href={a.url} target="_blank" rel="noreferrer">
              {a.file_name}
            </Typography.Link>
          ) : (
            <Typography.Text>{a.file_name}</Typography.Text>
          )}
          <Button type="link" size="small" danger onClick={() => onChange?.(value.filter((x) => refOf(x) !== refOf(a)))}>
            {attachmentText.remove}
          </Button>
        </Space>
      ))}
      {value.length < max && (
        <>
          <input ref={input} type="file" accept="image/*,application/pdf" multiple hidden aria-label={attachmentText.upload} onChange={(e) => void add(e.target.files).then(() => (e.target.value = ''))} />
          <Button loading={busy} onClick={() => input.current?.click()}>
            {attachmentText.upload}
          </Button>
        </>
      )}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Space>
  );
}
