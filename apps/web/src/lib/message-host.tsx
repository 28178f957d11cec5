import { useEffect } from 'react';
import useMessage from 'antd/es/message/useMessage';
import type { MessageInstance } from 'antd/es/message/interface';
import { BrandedConfig } from './branding/branded-config';

/**
 * antd's message holder, mounted on the first toast (lib/feedback.tsx). It sits above the routes, outside their antd
 * theme, so it brings its own: /login's first paint carries no antd (branding/branded-config.tsx).
 */
export default function MessageHost({ onReady }: { onReady: (api: MessageInstance | null) => void }) {
  const [api, holder] = useMessage();
  useEffect(() => {
    onReady(api);
    return () => onReady(null);
  }, [api, onReady]);
  return <BrandedConfig>{holder}</BrandedConfig>;
}
