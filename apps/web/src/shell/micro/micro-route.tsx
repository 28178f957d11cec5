import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useLocation } from 'react-router';
import { Msg } from '@zhuyun/contracts';
import { useMicroManifest } from './use-micro-manifest';
import { microAppOf } from './micro-manifest';

/**
 * The route element of a sub-app prefix. The sub-app itself is drawn by MicroHost (outside the outlet, so it
 * survives navigation); here only what the host cannot show: the manifest loading or failing, or no sub-app
 * deployed for this prefix.
 */
export function MicroRoute() {
  const { pathname } = useLocation();
  const manifest = useMicroManifest();
  // antd's Skeleton, not @zhuyun/ui's PageSkeleton: this chunk stays out of the kit's chunk graph (the /login budget).
  if (manifest.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (manifest.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="子应用清单读取失败"
        action={
          <Button size="small" onClick={manifest.refetch}>
            重试
          </Button>
        }
      />
    );
  }
  if (manifest.data && microAppOf(manifest.data, pathname)) return null;
  return <Result title={Msg.underDevelopment} />;
}
