import { useCallback, useEffect, useRef, useState } from 'react';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { MicroAppLifecycle, MicroAppProps } from '@zhuyun/ui';
import { loadMicroApp } from './micro-loader';

interface MicroSlotProps {
  entry: string;
  props: Omit<MicroAppProps, 'container'>;
}

/**
 * One sub-app's container: imports and mounts it, passes every change of props through update(), and unmounts it
 * when the slot goes (its tab closed). Lifecycle calls run one after another per container, so a quick
 * mount → unmount → mount (StrictMode, a fast close) never overlaps.
 */
export function MicroSlot({ entry, props }: MicroSlotProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const mounted = useRef<MicroAppLifecycle | null>(null);
  /** The props the sub-app last received, so an unchanged render sends no update. */
  const sent = useRef<MicroSlotProps['props'] | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);

  const run = useCallback((step: () => Promise<unknown> | unknown) => {
    queue.current = queue.current.then(step).catch((error: unknown) => {
      console.error('micro-app lifecycle failed', error);
      setState('error');
    });
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let live = true;
    setState('loading');
    run(async () => {
      const lifecycle = await loadMicroApp(entry);
      if (!live) return;
      sent.current = latest.current;
      await lifecycle.mount({ ...latest.current, container });
      mounted.current = lifecycle;
      setState('ready');
    });
    return () => {
      live = false;
      run(async () => {
        const lifecycle = mounted.current;
        mounted.current = null;
        if (lifecycle) await lifecycle.unmount({ container });
      });
    };
  }, [entry, attempt, run]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    run(async () => {
      if (!mounted.current || sent.current === props) return;
      sent.current = props;
      await mounted.current.update({ ...props, container });
    });
  }, [props, run]);

  return (
    <div className="micro-slot" data-micro-app={props.name} hidden={!props.active}>
      {state === 'loading' && <Skeleton active paragraph={{ rows: 4 }} />}
      {state === 'error' && (
        <Result
          status="error"
          title="子应用加载失败"
          subTitle="请检查网络后重试"
          extra={
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              重新加载
            </Button>
          }
        />
      )}
      <div ref={containerRef} className="micro-slot__container" />
    </div>
  );
}
