import { useState } from 'react';
import type { robots } from '@zhuyun/contracts';

type Box = robots.AiBox;
/** A finding that is a breach (未戴安全帽 …) is drawn red, anything else green. */
const breach = (label: string) => label.startsWith('未') || label.includes('违规');
/** A fraction as a CSS percentage, rounded to 0.01 % (0.29 × 100 is 28.999… in floating point). */
const percent = (f: number) => `${Math.round(f * 10_000) / 100}%`;

/**
 * A checkpoint's picture with the AI's labelled boxes drawn over it by the page (boxes are fractions of the picture,
 * so they follow its size). The picture is a file of this origin or the robot vendor's https address: the page's
 * policy needs no data: images for it.
 */
export function AiImage({ src, boxes, alt, width = '100%' }: { src: string | null; boxes: Box[]; alt: string; width?: number | string }) {
  const [failed, setFailed] = useState(false);
  return (
    <figure style={{ position: 'relative', width, margin: 0, background: '#eceff1', aspectRatio: src ? undefined : '16 / 9' }} aria-label={alt}>
      {src && !failed ? (
        <img src={src} alt={alt} style={{ display: 'block', width: '100%' }} onError={() => setFailed(true)} />
      ) : (
        <div style={{ padding: 24, color: '#78909c' }}>{src ? '图片加载失败' : '无图片'}</div>
      )}
      {boxes.map((b, i) => {
        const colour = breach(b.label) ? '#f5222d' : '#52c41a';
        return (
          <div
            key={i}
            className="ai-box"
            aria-label={`识别框 ${b.label} ${Math.round(b.score * 100)}%`}
            style={{
              position: 'absolute',
              left: percent(b.x),
              top: percent(b.y),
              width: percent(b.w),
              height: percent(b.h),
              border: `2px solid ${colour}`,
              boxSizing: 'border-box',
              pointerEvents: 'none',
            }}
          >
            <span style={{ position: 'absolute', left: -2, bottom: '100%', whiteSpace: 'nowrap', background: colour, color: '#fff', fontSize: 12, lineHeight: '18px', padding: '0 4px' }}>
              {b.label} {Math.round(b.score * 100)}%
            </span>
          </div>
        );
      })}
    </figure>
  );
}
