import { useEffect, useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';

/**
 * A PDF drawn page by page onto canvases with pdf.js, which is loaded only here, on first opening (it is large: the
 * pages' chunks never carry it). The worker comes from our own origin, so the CSP's script-src 'self' holds. Shared by
 * the drawings and the project files (moved down from features/design so neither imports the other); import it lazily.
 */
export function PdfViewer({ url, noun = '图纸' }: { url: string; noun?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  useEffect(() => {
    let cancelled = false;
    const host = box.current;
    let destroy: (() => void) | undefined;
    (async () => {
      const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const task = pdfjs.getDocument({ url, isEvalSupported: false });
      destroy = () => void task.destroy();
      const doc = await task.promise;
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: 1.4 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.maxWidth = '100%';
        canvas.style.border = '1px solid #f0f0f0';
        canvas.dataset.page = String(n);
        host?.appendChild(canvas);
        await page.render({ canvasContext: canvas.getContext('2d') as CanvasRenderingContext2D, viewport }).promise;
      }
      if (!cancelled) setState('ready');
    })().catch(() => !cancelled && setState('error'));
    return () => {
      cancelled = true;
      destroy?.();
      if (host) host.innerHTML = '';
    };
  }, [url]);
  return (
    <div>
      {state === 'loading' && <Spin tip={`${noun}加载中…`}><div style={{ height: 120 }} /></Spin>}
      {state === 'error' && <Alert type="error" showIcon message={`${noun}加载失败，请稍后重试`} />}
      <div ref={box} data-testid="pdf-pages" data-state={state} style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'center' }} />
    </div>
  );
}
