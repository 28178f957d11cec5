import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { isApiError } from '@zhuyun/client';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { uploadImage } from '../api/company-profile-api';

/**
 * A branding image as a form value: the stored path (kept), a new upload's files/<id>, or null. `onPreview` tells the
 * page what URL shows it, so the login preview follows at once.
 */
export function ImageField(props: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  module: 'logo' | 'picture';
  label: string;
  onPreview: (url: string | null) => void;
}) {
  const client = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await uploadImage(client, props.module, file);
      props.onPreview(stored.url);
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
      <input ref={input} type="file" accept="image/*" hidden aria-label={`选择${props.label}`} onChange={(e) => void pick(e.target.files?.[0])} />
      <Button loading={busy} onClick={() => input.current?.click()}>
        {props.value ? `更换${props.label}` : `上传${props.label}`}
      </Button>
      {props.value && (
        <Button
          type="link"
          onClick={() => {
            props.onPreview(null);
            props.onChange?.(null);
          }}
        >
          移除
        </Button>
      )}
    </Space>
  );
}
