import { useState } from 'react';
import Button from 'antd/es/button';
import Upload from 'antd/es/upload';
import type { UploadFile } from 'antd/es/upload/interface';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Msg } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../../lib/feedback';
import { uploadFile, type UploadModule } from '../../api/upload-file';

/** A form value for an uploaded file: where the server keeps it, and its name to show. */
export interface FileValue {
  file_path: string;
  file_name: string;
}

const LIMIT_BYTES = 10 * 1024 * 1024;
const ACCEPT: Record<UploadModule, string> = {
  certificate: '.jpg,.jpeg,.png,.gif,.bmp,.pdf',
  logo: '.jpg,.jpeg,.png,.gif,.bmp',
  picture: '.jpg,.jpeg,.png,.gif,.bmp',
  drawing: '.jpg,.jpeg,.png,.gif,.bmp,.pdf',
};

interface Props {
  module: UploadModule;
  value?: FileValue | null;
  onChange?: (value: FileValue | null) => void;
  label: string;
}

/**
 * One file for a form field. The type list and the 10 MB limit are checked here for a quick answer; the server
 * checks the content again and has the last word.
 */
export function FileField({ module, value, onChange, label }: Props) {
  const client = useApiClient();
  const [uploading, setUploading] = useState(false);
  const fileList: UploadFile[] = value ? [{ uid: value.file_path, name: value.file_name, status: 'done' }] : [];

  const accepts = (file: File) => ACCEPT[module].split(',').some((ext) => file.name.toLowerCase().endsWith(ext));
  return (
    <Upload
      accept={ACCEPT[module]}
      maxCount={1}
      fileList={fileList}
      onRemove={() => onChange?.(null)}
      beforeUpload={(file) => {
        if (!accepts(file)) {
          toast.error(module === 'certificate' ? Msg.certificateKindInvalid : Msg.imageKindInvalid);
          return Upload.LIST_IGNORE;
        }
        if (file.size > LIMIT_BYTES) {
          toast.error(Msg.fileTooLarge);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setUploading(true);
        uploadFile(client, module, file as File)
          .then((answer) => {
            onChange?.({ file_path: answer.file_path, file_name: answer.file_name });
            onSuccess?.(answer);
          })
          .catch((error: Error) => onError?.(error))
          .finally(() => setUploading(false));
      }}
    >
      <Button icon={<UploadOutlined />} loading={uploading}>
        {value ? `重新上传${label}` : `上传${label}`}
      </Button>
    </Upload>
  );
}
