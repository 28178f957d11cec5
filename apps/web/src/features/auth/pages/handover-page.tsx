import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { ThirdPartyMsg } from '@zhuyun/contracts';
import { handoverTarget, useHandover } from '../hooks/use-handover';
import './blank-page.css';

/** The token hand-over page /redirect (spec-1 §2 "Token hand-over"; query tokenId, path, url, project_id). */
export function HandoverPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const handover = useHandover();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The short token is single-use: one try per page load.
    if (started.current) return;
    started.current = true;
    const tokenId = search.get('tokenId');
    if (!tokenId) return setError(ThirdPartyMsg.handoverMissingToken);
    handover({ tokenId, url: search.get('url'), project_id: search.get('project_id') })
      .then(() => navigate(handoverTarget(search.get('path')), { replace: true }))
      .catch((caught: Error) => setError(caught.message));
  }, [handover, navigate, search]);

  return (
    <main className="blank-page">
      {error ? (
        <Result
          status="warning"
          title="无法进入系统"
          subTitle={error}
          extra={
            <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
              去登录
            </Button>
          }
        />
      ) : (
        <Spin size="large" description={ThirdPartyMsg.handoverWorking}>
          <div className="blank-page__spin" />
        </Spin>
      )}
    </main>
  );
}
