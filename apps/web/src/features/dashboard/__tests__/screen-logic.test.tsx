import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TitleBar } from '../components/title-bar';
import { screenTitle, screenViewOf } from '../lib/screen-view';
import { fitStage } from '../lib/stage';

/** A document whose full-screen API a test controls. */
function fakeDocument(options: { supported: boolean; refuses?: boolean }) {
  const listeners = new Set<() => void>();
  const doc = {
    fullscreenElement: null as Element | null,
    fullscreenEnabled: options.supported,
    documentElement: {
      requestFullscreen: options.supported
        ? vi.fn(async () => {
            if (options.refuses) throw new TypeError('Permissions check failed');
            doc.fullscreenElement = document.body;
            listeners.forEach((l) => l());
          })
        : undefined,
    },
    exitFullscreen: vi.fn(async () => {
      doc.fullscreenElement = null;
      listeners.forEach((l) => l());
    }),
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  return doc;
}

describe('the view chosen by company_type (spec-2 §2.1)', () => {
  it('gives 5 and 3 the design view, 4 the construction view with the business-console title, anything else the committee view', () => {
    expect([5, 3, 4, 1, 2, 6, null, undefined].map(screenViewOf)).toEqual([
      'design',
      'design',
      'construction',
      'committee',
      'committee',
      'committee',
      'committee',
      'committee',
    ]);
    expect(screenTitle('construction')).toBe('装配式建筑企业管理控制台');
    expect(screenTitle('committee')).toBe('装配式建筑质量监管平台');
    expect(screenTitle('design')).toBe('装配式建筑质量监管平台');
  });
});

describe('the 1920×1080 stage scaled to the viewport', () => {
  it('fills a 1920×1080 window at scale 1 and a 4K wall at scale 2', () => {
    expect(fitStage(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
    expect(fitStage(3840, 2160)).toEqual({ scale: 2, left: 0, top: 0 });
  });

  it('letterboxes other shapes without overflowing either side', () => {
    const tall = fitStage(1280, 1024);
    expect(tall.scale).toBeCloseTo(1280 / 1920);
    expect(tall.left).toBe(0);
    expect(tall.top).toBeCloseTo((1024 - 1080 * tall.scale) / 2);
    const wide = fitStage(2560, 1080);
    expect(wide).toEqual({ scale: 1, left: 320, top: 0 });
  });
});

describe('Full screen and Exit (spec-2 §4)', () => {
  it('starts off, reads Exit while full screen is on, and Full screen again after leaving', async () => {
    const doc = fakeDocument({ supported: true });
    const user = userEvent.setup();
    render(<TitleBar title="装配式建筑质量监管平台" onBack={() => {}} doc={doc as unknown as Document} />);
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(doc.documentElement.requestFullscreen).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '退出' }));
    expect(doc.exitFullscreen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
  });

  it('follows the document when full screen ends another way (Esc)', async () => {
    const doc = fakeDocument({ supported: true });
    const user = userEvent.setup();
    render(<TitleBar title="t" onBack={() => {}} doc={doc as unknown as Document} />);
    await user.click(screen.getByRole('button', { name: '全屏' }));
    await act(async () => doc.exitFullscreen());
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
  });

  it.each([
    ['has no full-screen API', { supported: false }],
    ['refuses the request', { supported: true, refuses: true }],
  ])('alerts for F11 when the browser %s, and closes the alert after 3000 ms', async (_, options) => {
    vi.useFakeTimers();
    const doc = fakeDocument(options);
    render(<TitleBar title="t" onBack={() => {}} doc={doc as unknown as Document} />);
    // fireEvent, not userEvent: the clock is fake here; act flushes the refused request's promise.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '全屏' })));
    expect(screen.getByRole('alert')).toHaveTextContent('当前浏览器不支持全屏，请按 F11 键切换全屏');
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back with the Back button', async () => {
    const onBack = vi.fn();
    render(<TitleBar title="t" onBack={onBack} doc={fakeDocument({ supported: true }) as unknown as Document} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
