import { useEffect, useRef, useState } from 'react';
import Alert from 'antd/es/alert';

/** Why a stream cannot play, in words a site manager can act on. */
export const StreamMsg = {
  unsupported: '当前浏览器不支持 HLS 视频流播放，请使用新版 Chrome、Edge、Firefox 或 Safari',
  network: '视频流无法播放：无法连接到视频流地址，请确认摄像头在线、地址正确，且经本站 /live/ 代理或同源提供',
  media: '视频流无法播放：视频数据无法解码，请确认摄像头输出为 H.264 的 HLS 流',
  failed: '视频流无法播放，请确认地址与摄像头状态',
  loadFailed: '播放器加载失败，请刷新页面重试',
} as const;

/**
 * Plays an HLS stream. hls.js (its light build: cameras need no subtitles, alternate audio or DRM) is imported here, on
 * the first opened stream of /cameraManagement, never with another page; Safari plays HLS itself and needs none. Any fatal error is shown as a sentence instead of a black box.
 */
export function HlsPlayer({ url, title }: { url: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    setError(null);
    let live = true;
    let destroy = () => {};
    el.onerror = () => live && setError(StreamMsg.failed);
    import('hls.js/light')
      .then(({ default: Hls }) => {
        if (!live) return;
        if (Hls.isSupported()) {
          const hls = new Hls();
          destroy = () => hls.destroy();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal || !live) return;
            setError(data.type === Hls.ErrorTypes.NETWORK_ERROR ? StreamMsg.network : data.type === Hls.ErrorTypes.MEDIA_ERROR ? StreamMsg.media : StreamMsg.failed);
            hls.destroy();
          });
          hls.loadSource(url);
          hls.attachMedia(el);
        } else if (el.canPlayType('application/vnd.apple.mpegurl')) {
          el.src = url;
        } else {
          setError(StreamMsg.unsupported);
        }
      })
      .catch(() => live && setError(StreamMsg.loadFailed));
    return () => {
      live = false;
      el.onerror = null;
      destroy();
    };
  }, [url]);
  return (
    <div>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <video ref={video} controls muted autoPlay playsInline aria-label={title} style={{ width: '100%', background: '#000', display: error ? 'none' : 'block' }} />
    </div>
  );
}
