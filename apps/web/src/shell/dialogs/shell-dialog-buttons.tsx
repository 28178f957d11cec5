import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import Button from 'antd/es/button';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import { readRuntimeConfig } from '../../lib/runtime-config';
import { useCurrentProjectStore } from '../../lib/current-project-store';
import './dialogs.css';

// Each dialog loads on its first opening: the shell on every signed-in first load carries no Modal, Table or Drawer.
const ProjectPickerDialog = lazy(() => import('./project-picker/project-picker-dialog').then((m) => ({ default: m.ProjectPickerDialog })));
const PlatformSwitcherDialog = lazy(() => import('./chrome-dialogs').then((m) => ({ default: m.PlatformSwitcherDialog })));
const FeedbackDrawer = lazy(() => import('./chrome-dialogs').then((m) => ({ default: m.FeedbackDrawer })));

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
      {/* A boundary each: one dialog loading does not blank another that is open. */}
      <Suspense fallback={null}>{opened.has('project') && <ProjectPickerDialog open={open === 'project'} onClose={close} />}</Suspense>
      <Suspense fallback={null}>{opened.has('platform') && <PlatformSwitcherDialog open={open === 'platform'} onClose={close} />}</Suspense>
      <Suspense fallback={null}>
        {opened.has('feedback') && (
          <FeedbackDrawer open={open === 'feedback'} onClose={close} url={readRuntimeConfig().feedbackUrl ?? null} page={location.pathname + location.search} />
        )}
      </Suspense>
    </div>
  );
}
