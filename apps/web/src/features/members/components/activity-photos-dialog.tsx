import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Image from 'antd/es/image';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Upload from 'antd/es/upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Msg, files, members, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';

export type ActivityRow = ResponseOf<typeof members.listActivities>['list'][number];
const LIMIT_BYTES = files.UPLOAD_MAX_BYTES;

/** The activity's fields as its update takes them, with another photo list. */
const withPhotos = (a: ActivityRow, photos: string[]) => ({
  activity_id: a.activity_id, project_id: a.project_id, title: a.title, activity_type: a.activity_type, activity_date: a.activity_date,
  place: a.place, organiser: a.organiser, participants: a.participants, status: a.status, remark: a.remark, photos,
});

/** 照片: an activity's photos (up to 9), uploaded as pictures and shown to every member through the list's links. */
export function ActivityPhotosDialog({ activity, onClose }: { activity: ActivityRow | null; onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (photos: string[]) => client.call(members.updateActivity, withPhotos(activity as ActivityRow, photos)),
    onSuccess: () => {
      toast.success(members.MembersMsg.saved);
      void queryClient.invalidateQueries({ queryKey: ['activities'] });
      onClose();
    },
  });
  const add = async (file: File) => {
    const stored = (await client.upload(files.uploadFile, { module: 'picture' }, file, file.name)).data;
    await save.mutateAsync([...(activity?.photos ?? []), stored.file_path]);
  };
  const photos = activity?.photos ?? [];
  const full = photos.length >= members.ACTIVITY_PHOTOS_MAX;
  return (
    <Modal open={Boolean(activity)} title={`活动照片 · ${activity?.title ?? ''}`} footer={null} onCancel={onClose} width={720} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {photos.length ? (
          <Image.PreviewGroup>
            <Space wrap>
              {(activity?.photo_urls ?? []).map((url, i) => (
                <Space key={photos[i]} orientation="vertical" align="center">
                  <Image src={url} width={120} height={90} style={{ objectFit: 'cover' }} alt={`照片${i + 1}`} />
                  <Button size="small" danger type="link" loading={save.isPending} onClick={() => save.mutate(photos.filter((_, j) => j !== i))}>
                    删除
                  </Button>
                </Space>
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          <Empty description="暂无照片" />
        )}
        <Upload
          accept=".jpg,.jpeg,.png,.gif,.bmp"
          showUploadList={false}
          disabled={full}
          beforeUpload={(file) => {
            if (file.size > LIMIT_BYTES) {
              toast.error(Msg.fileTooLarge);
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            add(file as File).then(() => onSuccess?.({}), (e: Error) => onError?.(e));
          }}
        >
          <Button disabled={full} loading={save.isPending}>
            {full ? '最多9张照片' : '上传照片'}
          </Button>
        </Upload>
      </Space>
    </Modal>
  );
}
