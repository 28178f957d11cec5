import { useEffect } from 'react';
import useMessage from 'antd/es/message/useMessage';
import type { MessageInstance } from 'antd/es/message/interface';

/** antd's message holder, mounted inside the theme on the first toast (lib/feedback.tsx). */
export default function MessageHost({ onReady }: { onReady: (api: MessageInstance | null) => void }) {
  const [api, holder] = useMessage();
  useEffect(() => {
    onReady(api);
    return () => onReady(null);
  }, [api, onReady]);
  return holder;
}
