import { useState } from 'react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import { members, type RequestOf } from '@zhuyun/contracts';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { useProjectChoice } from '../api/use-project-choice';
import { ActivityPhotosDialog, type ActivityRow } from '../components/activity-photos-dialog';
import { ProjectSelect } from '../components/project-select';

type Input = RequestOf<typeof members.createActivity>;
const { MembersMsg, ACTIVITY_TYPE_NAMES, ACTIVITY_STATUS_NAMES } = members;
const optionsOf = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
const typeOptions = optionsOf(ACTIVITY_TYPE_NAMES);
const statusOptions = optionsOf(ACTIVITY_STATUS_NAMES);
const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'processing', 3: 'green', 4: 'default' };

const api = resourceApi<typeof members.listActivities, Input>({
  list: members.listActivities,
  create: members.createActivity,
  update: members.updateActivity,
  remove: members.deleteActivity,
});

const columns: ResourceColumn<ActivityRow>[] = [
  {
    key: 'title',
    title: '活动主题',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索主题、地点或组织人' },
    form: { kind: 'input', required: MembersMsg.titleRequired, max: 100 },
  },
  {
    key: 'activity_type',
    title: '类型',
    render: (v) => ACTIVITY_TYPE_NAMES[Number(v)],
    exportValue: (r) => ACTIVITY_TYPE_NAMES[r.activity_type],
    search: { kind: 'select', options: typeOptions, placeholder: '全部类型' },
    form: { kind: 'select', options: typeOptions, required: MembersMsg.activityTypeInvalid },
  },
  { key: 'activity_date', title: '活动日期', sortable: true, form: { kind: 'date', required: MembersMsg.activityDateRequired } },
  { key: 'place', title: '地点', form: { kind: 'input', max: 200 } },
  { key: 'organiser', title: '组织人', form: { kind: 'input', max: 50 } },
  { key: 'participants', title: '参加人员', form: { kind: 'textarea', max: 500 } },
  { key: 'photos', title: '照片', render: (v) => `${(v as string[]).length} 张`, exportValue: (r) => r.photos.length },
  {
    key: 'status',
    title: '状态',
    render: (v) => <Tag color={STATUS_COLORS[Number(v)]}>{ACTIVITY_STATUS_NAMES[Number(v)]}</Tag>,
    exportValue: (r) => ACTIVITY_STATUS_NAMES[r.status],
    search: { kind: 'select', options: statusOptions, placeholder: '全部状态' },
    form: { kind: 'select', options: statusOptions },
  },
  { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 500 } },
];

// A stable function: the dialog resets its form whenever this changes.
const startValues = (row: ActivityRow | null): Record<string, unknown> => (row ? { ...row } : { activity_type: 1, status: 1 });

/** /ActivityManagement: the chosen project's site activities with their photos (kept alive as a tab). */
export function ActivityPage() {
  const choice = useProjectChoice();
  const projectId = choice.projectId;
  const [photos, setPhotos] = useState<ActivityRow | null>(null);
  if (!projectId) return choice.loading ? null : <Empty description="暂无项目，请先创建项目" />;
  return (
    <>
      <ResourcePage<ActivityRow, Input>
        key={projectId}
        title="活动管理"
        noun="活动"
        api={api}
        queryKey={['activities']}
        rowKey="activity_id"
        columns={columns}
        fixed={{ project_id: projectId }}
        toolbar={<ProjectSelect choice={choice} />}
        describe={(r) => r.title}
        initialValues={startValues}
        // The photos are kept as they are when the rest of the activity is edited.
        toInput={(values, editing) => ({ ...(values as Input), project_id: projectId, photos: editing?.photos ?? [] })}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setPhotos(r)}>
            照片
          </Button>
        )}
      />
      <ActivityPhotosDialog activity={photos} onClose={() => setPhotos(null)} />
    </>
  );
}
