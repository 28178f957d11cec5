import { useEffect, useRef } from 'react';

/** A finger-drawn signature, answered as a PNG data URL when a stroke ends (null when cleared). */
export function SignaturePad({ id, value, onChange }: { id: string; value: string | null; onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    // Drawn at the element's size (a 2× backing store would double the PNG for no legibility gain).
    c.width = c.clientWidth || 320;
    c.height = c.clientHeight || 140;
    const g = c.getContext('2d');
    if (!g) return;
    g.lineWidth = 2.5;
    g.lineCap = 'round';
    g.strokeStyle = '#1f1f1f';
    if (value) {
      const img = new Image();
      img.onload = () => g.drawImage(img, 0, 0);
      img.src = value;
    }
    // Only on mount: later values are what this canvas drew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  const g = () => canvas.current?.getContext('2d') ?? null;

  return (
    <div className="cf-sign">
      <canvas
        id={id}
        ref={canvas}
        role="img"
        aria-label={value ? '已签名' : '在此签名'}
        onPointerDown={(e) => {
          drawing.current = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          const [x, y] = point(e);
          g()?.beginPath();
          g()?.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const [x, y] = point(e);
          g()?.lineTo(x, y);
          g()?.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(canvas.current?.toDataURL('image/png') ?? null);
        }}
      />
      <button
        type="button"
        className="cf-link"
        onClick={() => {
          const c = canvas.current;
          c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
          onChange(null);
        }}
      >
        清除签名
      </button>
    </div>
  );
}
