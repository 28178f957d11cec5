import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate, useSearchParams } from 'react-router';
import { Msg } from '@zhuyun/contracts';

const TEXTS = { '404': Msg.error404, '403': Msg.error403, '500': Msg.error500 } as const;
type ErrorType = keyof typeof TEXTS;

/** /error?type=404|403|500 (spec-2 §2.5); an unknown type reads as 404. */
export function ErrorPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const raw = search.get('type') ?? '404';
  const type: ErrorType = raw in TEXTS ? (raw as ErrorType) : '404';
  return (
    <Result
      status={type}
      title={type}
      subTitle={TEXTS[type]}
      extra={
        <Button type="primary" onClick={() => void navigate('/homepage')}>
          返回首页
        </Button>
      }
    />
  );
}
