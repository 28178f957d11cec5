import { useCallback, useEffect, useState } from 'react';
import type { MicroManifest } from '@zhuyun/ui';
import { fetchManifest } from './micro-manifest';

/*
 * The runtime manifest, read once per page load (a sub-app redeploys without a new shell build). A module-level
 * promise rather than a TanStack query: the host sits in the layout chunk, and a new user of useQuery there reshuffles
 * the shared chunks /login loads (≈0.5 kB gzip more, measured with scripts/check-bundle-budget.mjs).
 */
let pending: Promise<MicroManifest> | null = null;
let known: MicroManifest | null = null;

function load(): Promise<MicroManifest> {
  pending ??= fetchManifest().then(
    (manifest) => (known = manifest),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Tests (and a future hot reload) put a manifest in place without fetching it. */
export function primeMicroManifest(manifest: MicroManifest | null): void {
  known = manifest;
  pending = manifest ? Promise.resolve(manifest) : null;
}

/** `enabled` false: nothing is fetched (no sub-app is open or shown, so the manifest is not needed yet). */
export function useMicroManifest(enabled = true): { data: MicroManifest | null; isPending: boolean; isError: boolean; refetch: () => void } {
  const [data, setData] = useState<MicroManifest | null>(known);
  const [isError, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (data || !enabled) return;
    let live = true;
    load().then(
      (manifest) => live && setData(manifest),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [data, attempt, enabled]);
  const refetch = useCallback(() => {
    setError(false);
    setAttempt((n) => n + 1);
  }, []);
  return { data, isPending: !data && !isError, isError, refetch };
}
