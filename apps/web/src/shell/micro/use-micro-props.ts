import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { StorageKey } from '@zhuyun/contracts';
import type { MicroAppProps } from '@zhuyun/ui';
import { useSessionStore } from '../../lib/session-store';
import { appStorage } from '../../lib/storage';
import { readRuntimeConfig } from '../../lib/runtime-config';
import { styleNonce } from '../../lib/csp-nonce';

/** Permissions as stored (object numbers or permission nodes), as the object_no list a sub-app checks. */
function storedPermissions(): string[] {
  const raw = appStorage.get<unknown[]>(StorageKey.permissions);
  if (!Array.isArray(raw)) return [];
  return raw
    .map((p) => (typeof p === 'string' ? p : typeof p === 'object' && p && 'object_no' in p ? String((p as { object_no: unknown }).object_no) : null))
    .filter((p): p is string => Boolean(p));
}

/**
 * The props of one sub-app (without its container): the session from the shell's stores, the shell's router, and
 * its own last path, which it keeps while hidden so it comes back where it was.
 */
export function useMicroProps(name: string, basePath: string, currentPath: string, active: boolean): Omit<MicroAppProps, 'container'> {
  const token = useSessionStore((s) => s.token);
  const userInfo = useSessionStore((s) => s.userInfo);
  const routerNavigate = useNavigate();
  const lastPath = useRef(currentPath);
  if (active) lastPath.current = currentPath;
  const pathname = lastPath.current;

  return useMemo(() => {
    const company = appStorage.get<{ company_name?: string | null }>(StorageKey.companyInfo);
    return {
      name,
      basePath,
      pathname,
      token,
      user: userInfo ? { user_id: userInfo.user_id, real_name: userInfo.real_name, user_name: userInfo.user_name, phone: userInfo.phone } : null,
      company: userInfo?.comp_id ? { comp_id: userInfo.comp_id, company_name: company?.company_name ?? null } : null,
      job: userInfo?.job ?? null,
      permissions: storedPermissions(),
      navigate: (to, options) => void routerNavigate(to, { replace: options?.replace }),
      active,
      api: { baseUrl: '', ...pickApi(readRuntimeConfig()) },
      ...(styleNonce ? { styleNonce } : {}),
    };
  }, [name, basePath, pathname, token, userInfo, routerNavigate, active]);
}

const pickApi = ({ systemNo, authCode }: { systemNo: string; authCode: string }) => ({ systemNo, authCode });
