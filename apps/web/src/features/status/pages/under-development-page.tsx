import Button from 'antd/es/button';
import Result from 'antd/es/result';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import { useNavigate } from 'react-router';
import { Msg } from '@zhuyun/contracts';

/** /building and every path not built yet (spec-2 §2.3). */
export function UnderDevelopmentPage() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<ToolOutlined />}
      title={Msg.underDevelopment}
      extra={
        <Button type="primary" onClick={() => void navigate('/homepage')}>
          返回首页
        </Button>
      }
    />
  );
}
