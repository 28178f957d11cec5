import { useState } from 'react';
import Card from 'antd/es/card';
import { useCurrentProjectStore } from '../../../lib/current-project-store';
import { useSiteLiveRefresh } from '../api/site-api';
import { ProjectPicker } from '../components/project-picker';
import { ScreenPanels } from '../components/screen-panels';
import { loadScreen } from '../lib/screen-config';

/**
 * /screenList and /screenListA: a project's site screen — the panels its layout (/monitorConsoleInsTemp) chooses,
 * drawn with ECharts from the project's devices, moving as they report. A is the dark wall-screen style.
 */
function ScreenPage({ dark }: { dark: boolean }) {
  const current = useCurrentProjectStore((s) => s.current?.project_id);
  const [projectId, setProjectId] = useState<string | undefined>(current);
  useSiteLiveRefresh();
  const config = loadScreen(projectId);
  return (
    <Card
      title={config.title}
      extra={<ProjectPicker value={projectId} onChange={setProjectId} />}
      style={dark ? { background: '#06122b', borderColor: '#06122b' } : undefined}
      styles={dark ? { header: { color: '#d6e4ff', borderColor: '#1d3b6b' } } : undefined}
    >
      <ScreenPanels projectId={projectId} config={config} dark={dark} />
    </Card>
  );
}

export function ScreenListPage() {
  return <ScreenPage dark={false} />;
}

export function ScreenListAPage() {
  return <ScreenPage dark />;
}
