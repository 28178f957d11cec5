import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { isApiError } from '@zhuyun/client';
import { personal } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { uploadFor } from '../api/personal-api';

interface Uploaded {
  file_path: string;
  file_name: string;
}

/** The certificate scans as a form value (file paths), uploaded one by one as they are picked: images or PDFs. */
export function CertFilesField(props: { value?: string[]; onChange?: (v: string[]) => void }) {
  const client = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [busy, setBusy] = useState(false);
  const value = props.value ?? [];

  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    const added: Uploaded[] = [];
    try {
      for (const file of Array.from(list).slice(0, personal.MAX_CERT_FILES - value.length)) {
        const stored = await uploadFor(client, 'certificate', file);
        added.push({ file_path: stored.file_path, file_name: stored.file_name });
      }
    } catch (error) {
      toast.error(isApiError(error) ? error.message : '上传失败');
    } finally {
      setFiles((f) => [...f, ...added]);
      props.onChange?.([...value, ...added.map((a) => a.file_path)]);
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = (path: string) => props.onChange?.(value.filter((p) => p !== path));

  return (
    <Space wrap>
      {value.map((path) => (
        <Tag key={path} closable onClose={() => remove(path)}>
          {files.find((f) => f.file_path === path)?.file_name ?? path}
        </Tag>
      ))}
      <input
        ref={input}
        type="file"
        multiple
        accept="image/*,.pdf,application/pdf"
        hidden
        aria-label="选择证书附件"
        onChange={(e) => void pick(e.target.files)}
      />
      <Button loading={busy} disabled={value.length >= personal.MAX_CERT_FILES} onClick={() => input.current?.click()}>
        上传附件
      </Button>
    </Space>
  );
}
