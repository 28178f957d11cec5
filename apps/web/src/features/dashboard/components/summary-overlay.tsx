import { ScreenText, type ResponseOf, type routes } from '@zhuyun/contracts';
import { formatArea, formatCount } from '../lib/format';

type Summary = ResponseOf<typeof routes.getProjectSummary>;

/** The four counts over the map (spec-2 §2.1), in the order the spec lists them. */
export function summaryFigures(summary: Summary): { label: string; value: string; key: keyof Summary }[] {
  return [
    { key: 'project_total', label: ScreenText.projectTotal, value: formatCount(summary.project_total) },
    { key: 'company_total', label: ScreenText.companyTotal, value: formatCount(summary.company_total) },
    { key: 'area_total', label: ScreenText.areaTotal, value: formatArea(summary.area_total) },
    { key: 'comp_total', label: ScreenText.compTotal, value: formatCount(summary.comp_total) },
  ];
}

export function SummaryOverlay({ summary }: { summary: Summary | undefined }) {
  const figures = summary ? summaryFigures(summary) : null;
  return (
    <dl className="screen-summary">
      {(figures ?? summaryFigures({ project_total: 0, company_total: 0, area_total: 0, comp_total: 0 })).map((f) => (
        <div key={f.key} className="screen-summary-item" data-figure={f.key}>
          <dt>{f.label}</dt>
          <dd>{figures ? f.value : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
