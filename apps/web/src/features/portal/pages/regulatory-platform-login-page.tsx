import Button from 'antd/es/button';
import Card from 'antd/es/card';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import { Link } from 'react-router';
import { useCompanyBranding } from '../../../lib/branding/get-company-by-domain';
import './regulatory-platform-login.css';

/** The two static cards (spec-1 §2 "Other pages"): who signs in where. Both lead to the one sign-in page. */
const CARDS = [
  {
    key: 'regulator',
    icon: <AuditOutlined />,
    title: '监管部门登录',
    text: '住建主管部门、质量安全监督站：查看装配式建筑项目、构件追溯与质量监管大屏。',
  },
  {
    key: 'enterprise',
    icon: <ApartmentOutlined />,
    title: '企业用户登录',
    text: '建设、设计、施工、监理与构件生产单位：管理项目、构件、人员与业务系统。',
  },
] as const;

/** /regulatoryPlatformLogin: the regulatory platform's entrance with its two login cards. */
export function RegulatoryPlatformLoginPage() {
  const { branding } = useCompanyBranding();
  return (
    <div className="regulatory-login">
      <header className="regulatory-login__head">
        <h1>{branding.login_name || branding.platform_name}</h1>
        <p>请选择登录入口</p>
      </header>
      <div className="regulatory-login__cards">
        {CARDS.map((card) => (
          <Card key={card.key} className="regulatory-login__card" role="region" aria-label={card.title}>
            <div className="regulatory-login__icon">{card.icon}</div>
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <Link to="/login">
              <Button type="primary" block size="large">
                进入登录
              </Button>
            </Link>
          </Card>
        ))}
      </div>
    </div>
  );
}
