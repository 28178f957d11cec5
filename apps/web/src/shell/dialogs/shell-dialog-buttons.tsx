import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import Button from 'antd/es/button';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import { readRuntimeConfig } from '../../lib/runtime-config';
import { useCurrentProjectStore } from './project-picker/current-project-store';
import './dialogs.css';

import { FeedbackDrawer } from './feedback/feedback-drawer';
import { PlatformSwitcherDialog } from './platform-switcher/platform-switcher-dialog';

// The project dialog (antd Table) loads on first opening. The two small dialogs are in the shell's chunk: as lazy
// chunks of their own they made the bundler split modules shared with /login into more files (decision 014).
const ProjectPickerDialog = lazy(() => import('./project-picker/project-picker-dialog').then((m) => ({ default: m.ProjectPickerDialog })));

type Dialog = 'project' | 'platform' | 'feedback';

/** The top bar's entries to the shell's dialogs: current project, platform switcher, work-order feedback. */
export function ShellDialogButtons() {
  const location = useLocation();
  const project = useCurrentProjectStore((s) => s.current);
  const [open, setOpen] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState<Set<Dialog>>(() => new Set());
  const show = (d: Dialog) => {
    setOpened((before) => new Set(before).add(d));
    setOpen(d);
  };
  const close = () => setOpen(null);
  // spec-1 §2: the check-result page hides the project icon.
  const showProject = location.pathname !== '/checkResultDetail';

  return (
    <div className="shell-dialog-buttons">
      {showProject && (
        <Button
          type="text"
          icon={<ProjectOutlined />}
          onClick={() => show('project')}
          aria-label="项目列表"
          title={project ? `当前项目：${project.project_name}` : '选择项目'}
        >
          <span className="shell-dialog-buttons__label">{project?.project_name ?? '选择项目'}</span>
        </Button>
      )}
      <Button type="text" icon={<AppstoreOutlined />} onClick={() => show('platform')} aria-label="切换平台" title="切换平台" />
      <Button type="text" icon={<FormOutlined />} onClick={() => show('feedback')} aria-label="工单反馈" title="工单反馈" />
      <>
        {opened.has('project') && (
          <Suspense fallback={null}>
            <ProjectPickerDialog open={open === 'project'} onClose={close} />
          </Suspense>
        )}
        {opened.has('platform') && <PlatformSwitcherDialog open={open === 'platform'} onClose={close} />}
        {opened.has('feedback') && (
          <FeedbackDrawer
            open={open === 'feedback'}
            onClose={close}
            url={readRuntimeConfig().feedbackUrl ?? null}
            page={location.pathname + location.search}
          />
        )}
      </>
    </div>
  );
}
