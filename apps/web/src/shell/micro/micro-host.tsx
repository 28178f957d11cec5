import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import type { MicroManifest } from '@zhuyun/ui';
import { useTabsStore } from '../../lib/tabs-store';
import { isMicroPath, microAppOf, microAppsToKeep } from './micro-manifest';
import { useMicroManifest } from './use-micro-manifest';
import { useMicroProps } from './use-micro-props';

// The slot (with antd's Result and Skeleton for its states) loads with the first sub-app, not with every page.
const MicroSlot = lazy(() => import('./micro-slot').then((m) => ({ default: m.MicroSlot })));

/**
 * Hosts the sub-apps beside the shell's page outlet: the one under the current path is shown; the others with an
 * open tab stay mounted and hidden (update({active:false})); closing a sub-app's last tab unmounts it.
 */
export function MicroHost() {
  const { pathname, search } = useLocation();
  const tabs = useTabsStore((s) => s.tabs);
  // Signed-in pages that never open a sub-app never fetch the manifest.
  const needed = isMicroPath(pathname) || tabs.some((t) => isMicroPath(t.path));
  const { data: manifest } = useMicroManifest(needed);
  if (!manifest) return null;
  const currentPath = pathname + search;
  const active = microAppOf(manifest, pathname);
  const kept = microAppsToKeep(
    manifest,
    tabs.map((t) => t.path),
    pathname,
  );
  return (
    <>
      {kept.map((name) => (
        <HostedApp key={name} name={name} manifest={manifest} currentPath={currentPath} active={name === active} />
      ))}
    </>
  );
}

function HostedApp({ name, manifest, currentPath, active }: { name: string; manifest: MicroManifest; currentPath: string; active: boolean }) {
  const app = manifest[name]!;
  const props = useMicroProps(name, app.basePath, currentPath, active);
  return (
    <Suspense fallback={null}>
      <MicroSlot entry={app.entry} props={props} />
    </Suspense>
  );
}
