import { useRef, useState } from 'react';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { isApiError } from '@zhuyun/client';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { uploadFor } from '../api/personal-api';

/** The avatar as a form value (files/<id> or null), with the picture shown from a link the upload answered. */
export function AvatarField(props: { value?: string | null; onChange?: (v: string | null) => void; initialUrl: string | null; name: string }) {
  const client = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(props.initialUrl);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await uploadFor(client, 'picture', file);
      setUrl(stored.url);
      props.onChange?.(stored.file_path);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : '上传失败');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space>
      <Avatar size={64} src={props.value ? (url ?? undefined) : undefined} alt="头像">
        {props.name.slice(0, 1)}
      </Avatar>
      <input ref={input} type="file" accept="image/*" hidden aria-label="选择头像" onChange={(e) => void pick(e.target.files?.[0])} />
      <Button loading={busy} onClick={() => input.current?.click()}>
        上传头像
      </Button>
      {props.value && (
        <Button type="link" onClick={() => props.onChange?.(null)}>
          移除
        </Button>
      )}
    </Space>
  );
}
