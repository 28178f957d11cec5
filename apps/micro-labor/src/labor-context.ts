import { createContext, useContext } from 'react';
import type { ApiClient } from '@zhuyun/client';
import type { MicroAppProps } from '@zhuyun/ui';

export const LaborContext = createContext<{ props: MicroAppProps; api: ApiClient } | null>(null);

export function useLabor() {
  const value = useContext(LaborContext);
  if (!value) throw new Error('useLabor outside LaborRoot');
  return value;
}
