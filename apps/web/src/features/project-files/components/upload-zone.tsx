import { useState } from 'react';
import Upload from 'antd/es/upload';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { projectFiles } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { fileKeys } from '../api/project-files-api';

const { ProjectFileMsg, PROJECT_FILE_MAX_BYTES } = projectFiles;

/** Drop files here (or click) to upload them into the directory; a name already there becomes its next version. */
export function UploadZone({ dirId, dirName }: { dirId: string; dirName: string }) {
  const client = useApiClient();
  const queries = useQueryClient();
  const [busy, setBusy] = useState(0);
  const upload = async (file: File) => {
    // Refused here too, so a person does not wait for 50 MB to travel only to be told so.
    if (file.size > PROJECT_FILE_MAX_BYTES) return toast.error(`${file.name}：${ProjectFileMsg.fileTooLarge}`);
    setBusy((n) => n + 1);
    try {
      const { data } = await client.upload(projectFiles.uploadProjectDocFile, { dir_id: dirId }, file, file.name);
      toast.success(data.version_no > 1 ? `${data.file_name} 已上传为新版本 V${data.version_no}` : `${data.file_name} 上传成功`);
      await queries.invalidateQueries({ queryKey: fileKeys.all });
    } catch {
      // The client has shown the server's reason (文件过大, 类型不支持 …).
    } finally {
      setBusy((n) => n - 1);
    }
  };
  return (
    <div data-testid="project-file-upload">
      <Upload.Dragger
        multiple
        showUploadList={false}
        disabled={busy > 0}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{busy > 0 ? `正在上传 ${busy} 个文件…` : `点击或拖拽文件到此处，上传到“${dirName}”`}</p>
        <p className="ant-upload-hint">同名文件将作为新版本保存。支持图片、PDF、Office文档、DWG图纸和ZIP压缩包，单个文件不超过50MB</p>
      </Upload.Dragger>
    </div>
  );
}
