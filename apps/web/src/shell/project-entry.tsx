import Tooltip from 'antd/es/tooltip';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import { useLocation, useNavigate } from 'react-router';
import { StorageKey } from '@zhuyun/contracts';
import { appStorage } from '../lib/storage';

/** Pages where the project icon is hidden (spec-1 §2: /checkResultDetail). */
const WITHOUT_PROJECT_ICON = new Set(['/checkResultDetail']);

/**
 * The top bar's project icon with the current project's name. It opens the project list until the project dialog
 * (issue 4 item 4) takes its place.
 */
export function ProjectEntry() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (WITHOUT_PROJECT_ICON.has(pathname)) return null;
  const project = appStorage.get<{ project_name?: string } | null>(StorageKey.currentProject);
  const label = project?.project_name ? `当前项目：${project.project_name}` : '选择项目';
  return (
    <Tooltip title={label}>
      <button type="button" className="top-bar__project" aria-label={label} onClick={() => void navigate('/ProjectList')}>
        <ProjectOutlined />
        {project?.project_name && <span className="top-bar__project-name">{project.project_name}</span>}
      </button>
    </Tooltip>
  );
}
