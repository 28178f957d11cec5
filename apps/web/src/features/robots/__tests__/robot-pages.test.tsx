import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@zhuyun/contracts';
import { FakeApi, renderPage } from '../../../testing/render-page';
import { CameraManagementPage } from '../pages/camera-management-page';
import { PatrolAiResultsPage } from '../pages/patrol-ai-results-page';
import { PatrolReportPage } from '../pages/patrol-report-page';
import { PatrolTaskPage } from '../pages/patrol-task-page';
import { RobotDetailsPage } from '../pages/robot-details-page';
import { StreamMsg } from '../components/hls-player';

const LOAD = { timeout: 30_000 };
const page = (list: unknown[]) => ({ data: { list, total_count: list.length, cur_page: 1, page_size: 20 } });
const ROBOT = { robot_id: 'r1', robot_name: '巡检机器人一号', robot_sn: 'RB-0001', model: '四足巡检', state: 1, battery: 82, pos_x: 60, pos_y: 40, last_seen_at: '2026-11-20T00:30:00Z', remark: null, created_at: '2026-11-19T00:00:00Z' };
const TEMPLATE = { template_id: 't1', template_name: '东区日常巡检', robot_id: 'r1', robot_name: '巡检机器人一号', checkpoints: [{ name: '东门', x: 10, y: 20, ai_check: false }, { name: '塔吊作业区', x: 60, y: 40, ai_check: true }], remark: null, created_at: '2026-11-19T00:00:00Z' };
const BOXES = [
  { label: '佩戴安全帽', score: 0.94, x: 0.59, y: 0.38, w: 0.1, h: 0.34 },
  { label: '未戴安全帽', score: 0.88, x: 0.29, y: 0.44, w: 0.1, h: 0.3 },
];
const RESULT = { result_id: 'x2', seq: 2, checkpoint: '塔吊作业区', status: 2, summary: '发现 1 人未戴安全帽', image_url: '/sim/patrol-site.svg', ai_boxes: BOXES, checked_at: '2026-11-20T00:29:00Z' };
const RUN = { run_id: 'u1', template_id: 't1', template_name: '东区日常巡检', robot_id: 'r1', robot_name: '巡检机器人一号', trigger: 'manual', status: 2, abnormal_count: 1, started_at: '2026-11-20T00:20:00Z', finished_at: '2026-11-20T00:30:00Z' };

describe('/robotDetails', () => {
  it('shows the robot’s state, battery and position, and starts a patrol of its template', async () => {
    const fake = new FakeApi()
      .on(routes.listRobots, page([ROBOT]))
      .on(routes.getRobot, { data: ROBOT })
      .on(routes.listPatrolTemplates, page([TEMPLATE]))
      .on(routes.listPatrolRuns, page([]))
      .on(routes.startPatrolRun, { data: { run_id: 'u9' } });
    const { user } = renderPage(<RobotDetailsPage />, fake, { path: '/robotDetails?robot_id=r1' });
    await screen.findByText('RB-0001', {}, LOAD);
    expect(screen.getByText('空闲')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '巡检机器人一号位于 (60, 40)' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '开始巡检' }, LOAD));
    await waitFor(() => expect(fake.callsTo(routes.startPatrolRun)).toHaveLength(1), LOAD);
    expect(fake.callsTo(routes.startPatrolRun)[0]).toMatchObject({ template_id: 't1' });
  });
});

describe('/patrolAiResults', () => {
  it('draws the AI’s labelled boxes over the picture', async () => {
    const fake = new FakeApi().on(routes.listRobots, page([ROBOT])).on(routes.listAiResults, page([{ ...RESULT, run_id: 'u1', robot_id: 'r1', robot_name: '巡检机器人一号', template_name: '东区日常巡检' }]));
    renderPage(<PatrolAiResultsPage />, fake);
    const image = await screen.findByRole('img', { name: '塔吊作业区 AI 识别画面' }, LOAD);
    expect(image).toHaveAttribute('src', '/sim/patrol-site.svg');
    const breach = screen.getByLabelText('识别框 未戴安全帽 88%');
    expect(breach).toHaveStyle({ left: '29%', top: '44%' });
    expect(screen.getByLabelText('识别框 佩戴安全帽 94%')).toBeInTheDocument();
  });
});

describe('/patrolReport', () => {
  it('sums the run and lists each checkpoint with its AI picture', async () => {
    const fake = new FakeApi()
      .on(routes.listPatrolRuns, page([RUN]))
      .on(routes.getPatrolReport, {
        data: {
          ...RUN,
          results: [{ result_id: 'x1', seq: 1, checkpoint: '东门', status: 1, summary: '巡检正常', image_url: null, ai_boxes: [], checked_at: '2026-11-20T00:24:00Z' }, RESULT],
          summary: { checkpoints: 2, normal: 1, abnormal: 1, ai_checked: 1, findings: { 佩戴安全帽: 1, 未戴安全帽: 1 }, duration_seconds: 600 },
        },
      });
    renderPage(<PatrolReportPage />, fake, { path: '/patrolReport?run_id=u1' });
    await screen.findByText('600 秒', {}, LOAD);
    expect(screen.getByText('未戴安全帽 × 1')).toBeInTheDocument();
    const row = screen.getByText('发现 1 人未戴安全帽').closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('识别框 未戴安全帽 88%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^导\s*出$/ })).toBeEnabled();
    expect(fake.callsTo(routes.getPatrolReport)[0]).toMatchObject({ run_id: 'u1' });
  });
});

describe('/patrolTaskManage', () => {
  it('lists scheduled tasks with their rule and next start in Beijing time', async () => {
    const fake = new FakeApi()
      .on(routes.listRobots, page([ROBOT]))
      .on(routes.listPatrolTemplates, page([TEMPLATE]))
      .on(
        routes.listPatrolTasks,
        page([{ task_id: 'k1', task_name: '每日早班巡检', robot_id: 'r1', robot_name: '巡检机器人一号', template_id: 't1', template_name: '东区日常巡检', cron: '30 8 * * *', enabled: 1, next_run_at: '2026-11-28T00:30:00Z', last_run_at: null, last_result: null, remark: null, created_at: '2026-11-19T00:00:00Z' }]),
      );
    renderPage(<PatrolTaskPage />, fake);
    const tr = (await screen.findByText('每日早班巡检', {}, LOAD)).closest('tr') as HTMLElement;
    expect(within(tr).getByText('30 8 * * *')).toBeInTheDocument();
    expect(within(tr).getByText('2026-11-28 08:30')).toBeInTheDocument();
    expect(within(tr).getByText('启用')).toBeInTheDocument();
  });
});

describe('/cameraManagement', () => {
  it('says plainly when a stream cannot play in this browser', async () => {
    const fake = new FakeApi()
      .on(routes.listRobots, page([ROBOT]))
      .on(routes.listCameras, page([{ camera_id: 'c1', camera_name: '前置摄像头', robot_id: 'r1', robot_name: '巡检机器人一号', stream_url: '/live/rb-0001/index.m3u8', location: null, remark: null, created_at: '2026-11-19T00:00:00Z' }]));
    const { user } = renderPage(<CameraManagementPage />, fake);
    const tr = (await screen.findByText('前置摄像头', {}, LOAD)).closest('tr') as HTMLElement;
    await user.click(within(tr).getByRole('button', { name: /^播\s*放$/ }));
    // jsdom has no Media Source Extensions and no native HLS: the page says so rather than showing a black box.
    await screen.findByText(StreamMsg.unsupported, {}, LOAD);
  });
});
