import { createRoot, type Root } from 'react-dom/client';
import { createCache } from '@ant-design/cssinjs';
import type { MicroAppLifecycle, MicroAppProps } from '@zhuyun/ui';
import { createLaborApi, type LaborApi } from './labor-api';
import { LaborRoot } from './labor-root';
import css from './labor.css?inline';

/** What one mount owns: everything lives inside the shell's container, so removing it removes every style too. */
interface Mounted {
  root: Root;
  host: HTMLElement;
  styles: HTMLElement;
  popups: HTMLElement;
  api: LaborApi;
  cache: ReturnType<typeof createCache>;
}

// Per-mount state is keyed by container: the shell may mount the app in several containers over its life.
const mounts = new Map<HTMLElement, Mounted>();

function render(m: Mounted, props: MicroAppProps): void {
  m.api.setToken(props.token);
  m.root.render(<LaborRoot props={props} api={m.api} cache={m.cache} styleContainer={m.styles} popupContainer={m.popups} />);
}

export const bootstrap: MicroAppLifecycle['bootstrap'] = () => undefined;

export const mount: MicroAppLifecycle['mount'] = (props) => {
  const { container } = props;
  if (mounts.has(container)) return update(props);
  const styles = document.createElement('div');
  styles.dataset.laborStyles = '';
  const own = document.createElement('style');
  own.textContent = css;
  styles.append(own);
  const host = document.createElement('div');
  host.className = 'micro-labor-host';
  const popups = document.createElement('div');
  popups.className = 'micro-labor-popups';
  container.append(styles, host, popups);
  const m: Mounted = {
    root: createRoot(host, { identifierPrefix: `${props.name}-` }),
    host,
    styles,
    popups,
    api: createLaborApi(props.api),
    // A fresh cssinjs cache per mount: its styles go into this mount's container and nowhere else.
    cache: createCache(),
  };
  mounts.set(container, m);
  render(m, props);
};

export const update: MicroAppLifecycle['update'] = (props) => {
  const m = mounts.get(props.container);
  if (m) render(m, props);
};

export const unmount: MicroAppLifecycle['unmount'] = ({ container }) => {
  const m = mounts.get(container);
  if (!m) return;
  mounts.delete(container);
  m.root.unmount();
  m.api.dispose();
  m.styles.remove();
  m.host.remove();
  m.popups.remove();
};
