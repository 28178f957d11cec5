import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Switch from 'antd/es/switch';
import { Msg, PersonalMsg, ResultCode } from '@zhuyun/contracts';
import { isApiError } from '@zhuyun/client';
import { ErrorFallback, PageSkeleton, useSingleFlight } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useCompanyProfile, useSaveCompanyProfile, type CompanyProfile } from '../api/company-profile-api';
import { ImageField } from '../components/image-field';
import { LoginPreview } from '../components/login-preview';

interface Values {
  small_name: string;
  addr: string;
  platform_name: string;
  login_name: string;
  primary_color: string;
  show_logo: boolean;
  company_logo: string | null;
  image_picture: string | null;
}

const COLOR = /^#[0-9a-fA-F]{6}$/;

function CompanyInfoForm({ unit }: { unit: CompanyProfile }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCompanyProfile();
  const [logoUrl, setLogoUrl] = useState(unit.company_logo);
  const [backgroundUrl, setBackgroundUrl] = useState(unit.image_picture);
  const live = Form.useWatch((values: Values) => values, form) as Partial<Values> | undefined;

  const submit = useSingleFlight(async (v: Values) => {
    try {
      const answer = await save.mutateAsync({
        small_name: v.small_name?.trim() || null,
        addr: v.addr?.trim() || null,
        platform_name: v.platform_name,
        login_name: v.login_name,
        primary_color: v.primary_color?.trim() || null,
        show_logo_status: v.show_logo ? 1 : 0,
        company_logo: v.company_logo,
        image_picture: v.image_picture,
      });
      toast.success(answer.msg);
    } catch {
      // shown by the client's error policy
    }
  });

  const color = live?.primary_color && COLOR.test(live.primary_color) ? live.primary_color : null;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Card title="登录页与品牌">
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{
              small_name: unit.small_name ?? '',
              addr: unit.addr ?? '',
              platform_name: unit.platform_name,
              login_name: unit.login_name,
              primary_color: unit.primary_color ?? '',
              show_logo: unit.show_logo_status === 1,
              company_logo: unit.company_logo,
              image_picture: unit.image_picture,
            }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item label="平台名称" name="platform_name" rules={[{ required: true, whitespace: true, message: PersonalMsg.platformNameRequired }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item label="登录页标题" name="login_name" rules={[{ required: true, whitespace: true, message: PersonalMsg.loginNameRequired }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item label="主题色" name="primary_color" rules={[{ pattern: COLOR, message: PersonalMsg.colorInvalid }]}>
              <Input maxLength={7} placeholder="#1677ff" />
            </Form.Item>
            <Form.Item label="单位标志" name="company_logo">
              <ImageField module="logo" label="标志" onPreview={setLogoUrl} />
            </Form.Item>
            <Form.Item label="在登录页显示标志" name="show_logo" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item label="登录页背景" name="image_picture">
              <ImageField module="picture" label="背景图" onPreview={setBackgroundUrl} />
            </Form.Item>
            <Form.Item label="单位简称" name="small_name">
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item label="详细地址" name="addr">
              <Input maxLength={255} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="登录页预览">
          <LoginPreview
            b={{
              platform_name: live?.platform_name ?? unit.platform_name,
              login_name: live?.login_name ?? unit.login_name,
              company_name: unit.company_name,
              primary_color: color,
              show_logo: live?.show_logo ?? unit.show_logo_status === 1,
              logoUrl: live?.company_logo === null ? null : logoUrl,
              backgroundUrl: live?.image_picture === null ? null : backgroundUrl,
            }}
          />
          <p style={{ marginTop: 12, color: 'rgba(0,0,0,0.45)' }}>
            {unit.company_domain ? `访问 ${unit.company_domain} 的登录页将显示以上品牌。` : '本单位尚未绑定独立域名，品牌将在绑定后显示于登录页。'}
          </p>
        </Card>
      </Col>
    </Row>
  );
}

/** /companyInfo: the unit's information, logo, and the login page's branding with a live preview of it. */
export function CompanyInfoPage() {
  const profile = useCompanyProfile();
  if (profile.isPending) return <PageSkeleton rows={8} />;
  if (profile.isError) {
    const forbidden = isApiError(profile.error) && profile.error.code === ResultCode.FORBIDDEN;
    return <ErrorFallback title={forbidden ? Msg.error403 : '单位信息加载失败'} description={profile.error.message} onRetry={forbidden ? undefined : () => void profile.refetch()} />;
  }
  const unit = profile.data;
  return (
    <>
      <Card title="单位信息" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="单位名称">{unit.company_name}</Descriptions.Item>
          <Descriptions.Item label="单位类型">{unit.company_type_name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="所在地区">{unit.area ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="邀请码">{unit.invite_code ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="独立域名">{unit.company_domain ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="成员">{`${unit.member_count} 人`}</Descriptions.Item>
        </Descriptions>
      </Card>
      <CompanyInfoForm unit={unit} />
    </>
  );
}
