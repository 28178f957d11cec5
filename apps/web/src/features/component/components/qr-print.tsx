import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { QrImage } from './qr-image';
import './qr-print.css';

/** What a label shows (issue 21 item 4): the QR, cp_num, the project and the component type. */
export interface LabelRow {
  component_id: string;
  cp_num: string;
  cp_type: string;
  cp_type_name?: string | null;
}

interface PrintJob {
  rows: LabelRow[];
  projectName: string;
}

/** Waits for every picture of the sheet to be decoded, so the print dialog never shows an empty square. */
async function decoded(root: HTMLElement | null): Promise<void> {
  const images = [...(root?.querySelectorAll('img') ?? [])];
  await Promise.all(images.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined)));
}

/**
 * Prints QR labels through the browser's print dialog: `print(rows)` lays the labels out on a sheet that only print
 * shows (qr-print.css: A4 landscape, four columns), waits for their QR images, then calls window.print().
 */
export function useQrPrint(): { print: (rows: LabelRow[], projectName: string) => void; printing: boolean; sheet: ReactNode } {
  const [job, setJob] = useState<PrintJob | null>(null);
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const root = useRef<HTMLDivElement>(null);

  const print = useCallback((rows: LabelRow[], projectName: string) => {
    setSettled(new Set());
    setJob(rows.length ? { rows, projectName } : null);
  }, []);
  const onSettled = useCallback((id: string) => setSettled((before) => (before.has(id) ? before : new Set(before).add(id))), []);

  const ready = job !== null && job.rows.every((r) => settled.has(r.component_id));
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void decoded(root.current).then(() => {
      if (!live) return;
      window.print();
      setJob(null);
    });
    return () => {
      live = false;
    };
  }, [ready]);

  const sheet =
    job &&
    createPortal(
      <div className="qr-print-root" ref={root}>
        <div className="qr-print-sheet" role="list" aria-label="打印标签">
          {job.rows.map((row) => (
            <div key={row.component_id} className="qr-print-label" role="listitem">
              <QrImage id={row.component_id} size={112} alt={`${row.cp_num} 二维码`} onSettled={onSettled} />
              <dl>
                <dt>{row.cp_num}</dt>
                <dd>{job.projectName}</dd>
                <dd>{row.cp_type_name ?? row.cp_type}</dd>
              </dl>
            </div>
          ))}
        </div>
      </div>,
      document.body,
    );
  return { print, printing: job !== null, sheet };
}
