export { registerApiMonitorRoutes } from './api-monitor.routes';
export { ApiMonitorWatcher } from './api-monitor.watcher';
