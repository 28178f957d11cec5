import { useEffect, useState } from 'react';
import { component } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

/**
 * A component's QR label image (PNG from the server, signed like every call), shown from an object URL. onSettled
 * tells when it has its picture or has given up (the print sheet waits for every label).
 */
export function QrImage({ id, size = 120, alt, onSettled }: { id: string; size?: number; alt: string; onSettled?: (id: string) => void }) {
  const client = useApiClient();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    client
      .download(component.getComponentQrcode, { node_type: 1, id }, { silent: true })
      .then(({ blob }) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, id]);
  const settled = Boolean(src) || failed;
  useEffect(() => {
    if (settled) onSettled?.(id);
  }, [settled, onSettled, id]);
  if (failed) return <div className="qr-missing" style={{ width: size, height: size }}>二维码加载失败</div>;
  if (!src) return <div className="qr-loading" style={{ width: size, height: size }} aria-busy="true" />;
  return <img src={src} width={size} height={size} alt={alt} />;
}
