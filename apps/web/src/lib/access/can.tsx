import type { ReactNode } from 'react';
import { usePageAccessStore } from './page-access-store';

interface CanProps {
  /** The object_no of the element, a child of the active page's object. */
  object: string;
  children: ReactNode;
  /** What to show instead; nothing by default. */
  fallback?: ReactNode;
}

/** Shows its children only when the active page's permission set holds `object` (spec-1 §6). The server still decides. */
export function Can({ object, children, fallback = null }: CanProps) {
  const allowed = usePageAccessStore((s) => s.access.objects.has(object));
  return <>{allowed ? children : fallback}</>;
}
