import { useCallback, useEffect, useState } from 'react';
import { isApiError, type ApiClient } from '@zhuyun/client';
import { ResultCode, type ResponseOf } from '@zhuyun/contracts';
import { component } from '@zhuyun/contracts';
import { ProgressSteps } from './progress-steps';
import { TrackMap } from './track-map';

type Trace = ResponseOf<typeof component.getCodeComponent>;
type State = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error'; msg: string } | { kind: 'ready'; trace: Trace };

const REPORT: Record<number, { text: string; tone: string }> = { 1: { text: '合格', tone: 'pass' }, 2: { text: '不合格', tone: 'fail' } };

export function TraceApp({ client, id, mapTileUrl }: { client: ApiClient; id: string | null; mapTileUrl: string | null }) {
  const [state, setState] = useState<State>(id ? { kind: 'loading' } : { kind: 'not-found' });

  const load = useCallback(async () => {
    if (!id) return;
    setState({ kind: 'loading' });
    try {
      const trace = await client.call(component.getCodeComponent, { id }, { silent: true });
      setState({ kind: 'ready', trace });
      document.title = `构件追溯 · ${trace.cp_num}`;
    } catch (error) {
      if (isApiError(error) && (error.code === ResultCode.NOT_FOUND || error.code === ResultCode.VALIDATION)) setState({ kind: 'not-found' });
      else setState({ kind: 'error', msg: isApiError(error) ? error.message : '网络异常，请检查网络后重试' });
    }
  }, [client, id]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <main className="trace">
      <header className="trace-head">
        <h1>构件追溯</h1>
      </header>
      {state.kind === 'loading' && (
        <div className="trace-state" role="status" aria-live="polite">
          <span className="trace-spinner" aria-hidden="true" />
          正在加载构件信息…
        </div>
      )}
      {state.kind === 'not-found' && (
        <div className="trace-state" role="alert">
          <strong>未找到该构件</strong>
          <span>二维码可能已失效，请联系构件生产单位。</span>
        </div>
      )}
      {state.kind === 'error' && (
        <div className="trace-state" role="alert">
          <strong>加载失败</strong>
          <span>{state.msg}</span>
          <button type="button" className="trace-button" onClick={() => void load()}>
            重试
          </button>
        </div>
      )}
      {state.kind === 'ready' && <TraceBody trace={state.trace} mapTileUrl={mapTileUrl} />}
    </main>
  );
}

function TraceBody({ trace, mapTileUrl }: { trace: Trace; mapTileUrl: string | null }) {
  const report = trace.component_report.result ? REPORT[trace.component_report.result] : undefined;
  return (
    <>
      <section className="trace-card">
        <div className="trace-title">
          <span className="trace-num">{trace.cp_num}</span>
          {report ? <span className={`trace-badge ${report.tone}`}>{report.text}</span> : <span className="trace-badge none">未检验</span>}
        </div>
        <dl className="trace-fields">
          <Field label="构件类型" value={trace.cp_type_name ?? trace.cp_type} />
          <Field label="楼栋号" value={trace.build_no} />
          <Field label="楼层号" value={trace.floor_no} />
          <Field label="生产厂家" value={trace.factory_name} />
          <Field label="检验日期" value={trace.component_report.report_date} />
        </dl>
      </section>
      <section className="trace-card">
        <h2>构件进度</h2>
        <ProgressSteps trace={trace} />
      </section>
      <section className="trace-card">
        <h2>所属项目</h2>
        <dl className="trace-fields">
          <Field label="项目名称" value={trace.project.project_name} />
          <Field label="项目地址" value={trace.project.address} />
        </dl>
      </section>
      <section className="trace-card">
        <h2>运输信息</h2>
        <dl className="trace-fields">
          <Field label="车牌号" value={trace.car?.car_num} />
          <Field label="司机" value={trace.car?.leader} />
          <Field label="GPS编号" value={trace.gps?.gps_num} />
        </dl>
        <TrackMap points={trace.track} tileUrl={mapTileUrl} />
      </section>
    </>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="trace-field">
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}
