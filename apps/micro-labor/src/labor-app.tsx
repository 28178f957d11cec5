import Tabs from 'antd/es/tabs';
import { useLabor } from './labor-context';
import { PersonsPage } from './pages/persons-page';
import { TeamsPage } from './pages/teams-page';
import { WorkTypesPage } from './pages/work-types-page';

const SECTIONS = [
  { key: '', label: '人员管理', children: <PersonsPage /> },
  { key: 'teams', label: '班组管理', children: <TeamsPage /> },
  { key: 'workTypes', label: '工种管理', children: <WorkTypesPage /> },
];

/** The section comes from the path the shell passes (/labor, /labor/teams, /labor/workTypes); moving asks the shell. */
export function LaborApp() {
  const { props } = useLabor();
  const rest = props.pathname.split(/[?#]/)[0]!.slice(props.basePath.length).replace(/^\/+/, '').split('/')[0] ?? '';
  const active = SECTIONS.some((s) => s.key === rest) ? rest : '';
  return (
    <Tabs
      activeKey={active}
      items={SECTIONS}
      onChange={(key) => props.navigate(key ? `${props.basePath}/${key}` : props.basePath)}
    />
  );
}
