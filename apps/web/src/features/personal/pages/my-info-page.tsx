import { useNavigate } from 'react-router';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useMyProfile, type MyProfile } from '../api/personal-api';
import { QueryFrame } from '../components/query-frame';
import { ReviewTag } from '../components/review-tag';

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** /myInfomation: who I am, and the units I belong to with my posts in each (read-only; edits on /modifyInformation). */
export function MyInfoPage() {
  const navigate = useNavigate();
  const profile = useMyProfile();
  return (
    <QueryFrame query={profile} failed="我的信息加载失败">
      {(me: MyProfile) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card
            title="我的信息"
            extra={
              <Button type="primary" onClick={() => void navigate('/modifyInformation')}>
                修改资料
              </Button>
            }
          >
            <Space align="start" size={24}>
              <Avatar size={72} src={me.avatar_url ?? undefined} alt="头像">
                {me.user_name.slice(0, 1)}
              </Avatar>
              <Descriptions column={2} size="small">
                <Descriptions.Item label="姓名">{me.user_name}</Descriptions.Item>
                <Descriptions.Item label="账号">{me.user_no ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="手机号">{maskPhone(me.phone)}</Descriptions.Item>
                <Descriptions.Item label="邮箱">{me.email ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="登录密码">{me.has_password ? '已设置' : '未设置（可用短信验证码登录）'}</Descriptions.Item>
                <Descriptions.Item label="注册时间">{new Date(me.created_at).toLocaleDateString('zh-CN')}</Descriptions.Item>
              </Descriptions>
            </Space>
          </Card>
          <Card title="我的单位">
            <Table
              size="small"
              rowKey="company_id"
              pagination={false}
              dataSource={me.units}
              locale={{ emptyText: '尚未加入单位' }}
              columns={[
                {
                  title: '单位',
                  dataIndex: 'company_name',
                  render: (name: string, u) => (
                    <>
                      {name} {u.is_current && <Tag color="blue">当前</Tag>}
                      {u.is_admin && <Tag color="gold">管理员</Tag>}
                    </>
                  ),
                },
                { title: '岗位', dataIndex: 'job_names', render: (names: string[]) => names.join('、') || '—' },
                { title: '状态', dataIndex: 'status', render: (s: number) => <ReviewTag status={s} /> },
              ]}
            />
          </Card>
        </Space>
      )}
    </QueryFrame>
  );
}
