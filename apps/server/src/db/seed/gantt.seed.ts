import { schedule } from '@zhuyun/contracts';
import type { Db } from '../client';
import { ganttTasks, projectGantts } from '../schema';
import { DemoIds } from './demo-organisation';
import { ProjectDemoIds } from './project.seed';

const { addDays, dayNumber, pushSuccessors } = schedule;
const GANTT_ID = '01900000-0000-7000-8000-000000019000';
const taskId = (i: number) => `01900000-0000-7000-8000-0000000191${String(i).padStart(2, '0')}`;
const START = '2026-03-02';
const AS_OF = '2026-11-25';

// [name, days (0 = milestone), predecessors by index, section index]
const TASKS: [string, number, number[], number | null][] = [
  ['项目开工', 0, [], null],
  ['场地平整与临建', 14, [0], 0],
  ['测量放线', 5, [1], 0],
  ['基坑支护', 25, [2], 0],
  ['土方开挖', 20, [3], 0],
  ['桩基施工', 30, [2], 0],
  ['基础垫层与防水', 10, [4, 5], 0],
  ['基础底板', 15, [6], 0],
  ['地下室结构', 30, [7], 0],
  ['±0.000 结构验收', 0, [8], 0],
  ['预制构件深化设计', 20, [0], 1],
  ['预制构件生产（首批）', 35, [10], 1],
  ['塔吊安装', 7, [7], 1],
  ['1#–4#楼标准层吊装', 60, [9, 11, 12], 1],
  ['5#–8#楼标准层吊装', 60, [9, 11, 12], 1],
  ['叠合板后浇层', 40, [13], 1],
  ['主体结构封顶', 0, [14, 15], 1],
  ['主体结构验收', 10, [16], 1],
  ['外墙打胶与防水', 30, [16], 1],
  ['屋面工程', 20, [16], 1],
  ['给排水安装', 45, [13], 1],
  ['电气安装', 45, [13], 1],
  ['暖通安装', 40, [14], 1],
  ['室内精装修', 70, [17, 20, 21], 1],
  ['电梯安装', 30, [17], 1],
  ['室外管网', 35, [17], 2],
  ['道路与景观', 40, [25], 2],
  ['消防验收', 10, [22, 23, 24], 2],
  ['竣工预验收', 10, [18, 19, 26, 27], 2],
  ['竣工验收', 0, [28], 2],
];

interface Row { id: string; start: string; end: string; milestone: boolean; predecessors: string[] }

/** The plan as first drawn: every task as early as its predecessors allow. */
function baseline(): Row[] {
  const rows: Row[] = [];
  TASKS.forEach(([, days, preds], i) => {
    const start = preds.length ? preds.map((p) => addDays(rows[p]!.end, TASKS[p]![1] === 0 ? 0 : 1)).reduce((a, b) => (b > a ? b : a)) : START;
    rows.push({ id: taskId(i), start, end: days === 0 ? start : addDays(start, days - 1), milestone: days === 0, predecessors: preds.map(taskId) });
  });
  return rows;
}

/** The demo project's schedule (issue 18): 30 tasks in three sections; piling ran 20 days late, used up its float and pushed what follows. */
export async function seedGanttDemo(db: Db, sections: readonly string[]): Promise<void> {
  const planned = baseline();
  const late = planned.map((r) => (r.id === taskId(5) ? { ...r, end: addDays(r.end, 20) } : r));
  const actual = new Map(late.map((r) => [r.id, r]));
  for (const moved of pushSuccessors(late, taskId(5))) actual.set(moved.id, moved);
  await db
    .insert(projectGantts)
    .values({ company_id: DemoIds.company, gantt_id: GANTT_ID, project_id: ProjectDemoIds.projects[0], gantt_name: '总进度计划' })
    .onConflictDoNothing();
  await db
    .insert(ganttTasks)
    .values(
      TASKS.map(([name, days, , section], i) => {
        const a = actual.get(taskId(i))!;
        const b = planned[i]!;
        const span = dayNumber(a.end) - dayNumber(a.start) + 1;
        const done = Math.min(1, Math.max(0, (dayNumber(AS_OF) - dayNumber(a.start) + 1) / span));
        return {
          company_id: DemoIds.company,
          task_id: taskId(i),
          gantt_id: GANTT_ID,
          construction_id: section === null ? null : sections[section]!,
          sort_no: i + 1,
          task_name: name,
          start_date: a.start,
          end_date: a.end,
          baseline_start: b.start,
          baseline_end: b.end,
          progress: days === 0 ? (done >= 1 ? 100 : 0) : Math.round(done * 100),
          is_milestone: days === 0 ? 1 : 0,
          predecessors: a.predecessors,
        };
      }),
    )
    .onConflictDoNothing();
}
