import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { PersonalMsg } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useMyProfile, useUpdateProfile, type MyProfile } from '../api/personal-api';
import { AvatarField } from '../components/avatar-field';
import { PhoneChangeCard } from '../components/phone-change-card';
import { QueryFrame } from '../components/query-frame';
import { useSingleFlight } from '@zhuyun/ui';

interface Values {
  user_name: string;
  email: string;
  avatar: string | null;
}

function ProfileForm({ me }: { me: MyProfile }) {
  const update = useUpdateProfile();
  const save = useSingleFlight(async (v: Values) => {
    try {
      const answer = await update.mutateAsync({ user_name: v.user_name, email: v.email?.trim() || null, avatar: v.avatar ?? null });
      toast.success(answer.msg);
    } catch {
      // shown by the client's error policy
    }
  });
  return (
    <Card title="基本资料">
      <Form<Values>
        layout="vertical"
        style={{ maxWidth: 420 }}
        initialValues={{ user_name: me.user_name, email: me.email ?? '', avatar: me.avatar }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item label="头像" name="avatar">
          <AvatarField initialUrl={me.avatar_url} name={me.user_name} />
        </Form.Item>
        <Form.Item label="姓名" name="user_name" rules={[{ required: true, whitespace: true, message: PersonalMsg.userNameRequired }, { max: 64 }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label="邮箱" name="email" rules={[{ type: 'email', message: PersonalMsg.emailInvalid }, { max: 100 }]}>
          <Input maxLength={100} placeholder="选填" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

/** /modifyInformation: my name, e-mail and avatar; my phone through a code sent to the new number. */
export function ModifyInfoPage() {
  const profile = useMyProfile();
  return (
    <QueryFrame query={profile} failed="资料加载失败">
      {(me: MyProfile) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <ProfileForm me={me} />
          <PhoneChangeCard current={me.phone} />
        </Space>
      )}
    </QueryFrame>
  );
}
