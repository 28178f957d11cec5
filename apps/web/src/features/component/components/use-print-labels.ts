import { useState, type ReactNode } from 'react';
import { component } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import type { ComponentFilter } from '../api/use-component-queries';
import { useQrPrint, type LabelRow } from './qr-print';

/** More labels than this at once is a filter too wide, not a print job (about 50 A4 sheets). */
export const PRINT_LIMIT = 1000;

/**
 * 打印二维码 on /componList and /QrcodeList (issue 21 item 4): the selected rows, or, when none is selected, every
 * component of the filter (all its pages, not only the one on screen).
 */
export function usePrintLabels(): {
  printLabels: (selected: LabelRow[], filter: ComponentFilter, projectName: string) => Promise<void>;
  busy: boolean;
  sheet: ReactNode;
} {
  const client = useApiClient();
  const { print, printing, sheet } = useQrPrint();
  const [loading, setLoading] = useState(false);

  const printLabels = async (selected: LabelRow[], filter: ComponentFilter, projectName: string) => {
    if (selected.length) return print(selected, projectName);
    setLoading(true);
    try {
      const answer = await client.call(component.listComponents, { ...filter, page: 1, per_page: PRINT_LIMIT });
      if (answer.total_count > PRINT_LIMIT) {
        toast.warning(`一次最多打印 ${PRINT_LIMIT} 个标签，请选择构件或缩小筛选范围`);
        return;
      }
      print(answer.list, projectName);
    } catch {
      // the client's error policy has told the person why
    } finally {
      setLoading(false);
    }
  };
  return { printLabels, busy: loading || printing, sheet };
}
