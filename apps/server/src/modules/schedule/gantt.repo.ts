import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { schedule } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { constructionSections, ganttTasks, projectGantts, projects } from '../../db/schema';
import { fail } from '../../platform/errors';
import { checkTasks, detailOf, pushTasks, type TaskValues } from './gantt-tasks';

const { ScheduleMsg } = schedule;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A project's schedule: read with its critical path, saved whole, one task moved with its successors. */
export class GanttRepo {
  constructor(private readonly db: Db) {}

  private async projectName(db: Db | Tx, companyId: string, projectId: string): Promise<string> {
    const [found] = await db
      .select({ name: projects.project_name })
      .from(projects)
      .where(and(eq(projects.company_id, companyId), eq(projects.project_id, projectId)));
    if (!found) throw fail.notFound(ScheduleMsg.projectNotFound);
    return found.name;
  }

  async detail(companyId: string, projectId: string, db: Db | Tx = this.db): Promise<schedule.GanttDetail> {
    const projectName = await this.projectName(db, companyId, projectId);
    const [gantt] = await db
      .select()
      .from(projectGantts)
      .where(and(eq(projectGantts.company_id, companyId), eq(projectGantts.project_id, projectId)));
    const tasks = gantt
      ? await db
          .select()
          .from(ganttTasks)
          .where(and(eq(ganttTasks.company_id, companyId), eq(ganttTasks.gantt_id, gantt.gantt_id)))
          .orderBy(asc(ganttTasks.sort_no))
      : [];
    return detailOf({ projectId, projectName, ganttId: gantt?.gantt_id ?? null, ganttName: gantt?.gantt_name ?? null }, tasks);
  }

  /** Replaces the project's schedule by these tasks (in order) in one transaction; answers the schedule's id. */
  async save(companyId: string, userId: string, input: { project_id: string; gantt_name: string; set_baseline: number; tasks: TaskValues[] }): Promise<string> {
    checkTasks(input.tasks);
    return this.db.transaction(async (tx) => {
      await this.projectName(tx, companyId, input.project_id);
      await this.checkSections(tx, companyId, input.project_id, input.tasks);
      const [gantt] = await tx
        .insert(projectGantts)
        .values({ company_id: companyId, gantt_id: uuidv7(), project_id: input.project_id, gantt_name: input.gantt_name, created_by: userId })
        .onConflictDoUpdate({ target: [projectGantts.company_id, projectGantts.project_id], set: { gantt_name: input.gantt_name, updated_at: sql`now()` } })
        .returning({ id: projectGantts.gantt_id });
      const ganttId = gantt!.id;
      await tx.delete(ganttTasks).where(and(eq(ganttTasks.company_id, companyId), eq(ganttTasks.gantt_id, ganttId)));
      // A task id of another schedule of this company is taken: answered as a conflict, never moved across.
      const ids = input.tasks.map((t) => t.task_id);
      if (ids.length) {
        const [taken] = await tx.select({ id: ganttTasks.task_id }).from(ganttTasks).where(and(eq(ganttTasks.company_id, companyId), inArray(ganttTasks.task_id, ids))).limit(1);
        if (taken) throw fail.conflict(ScheduleMsg.taskIdTaken);
      }
      for (let i = 0; i < input.tasks.length; i += 500) {
        await tx.insert(ganttTasks).values(
          input.tasks.slice(i, i + 500).map((t, j) => {
            const end = t.is_milestone ? t.start_date : t.end_date;
            return {
              company_id: companyId,
              task_id: t.task_id,
              gantt_id: ganttId,
              construction_id: t.construction_id ?? null,
              sort_no: i + j + 1,
              task_name: t.task_name,
              start_date: t.start_date,
              end_date: end,
              baseline_start: input.set_baseline ? t.start_date : (t.baseline_start ?? null),
              baseline_end: input.set_baseline ? end : (t.baseline_end ?? null),
              progress: t.progress,
              is_milestone: t.is_milestone,
              predecessors: t.predecessors,
            };
          }),
        );
      }
      return ganttId;
    });
  }

  /** A task's sections are sections of the schedule's project. */
  private async checkSections(tx: Tx, companyId: string, projectId: string, tasks: TaskValues[]): Promise<void> {
    const wanted = [...new Set(tasks.map((t) => t.construction_id).filter((c): c is string => Boolean(c)))];
    if (!wanted.length) return;
    const found = await tx
      .select({ id: constructionSections.construction_id })
      .from(constructionSections)
      .where(and(eq(constructionSections.company_id, companyId), eq(constructionSections.project_id, projectId), inArray(constructionSections.construction_id, wanted)));
    if (found.length !== wanted.length) throw fail.notFound(ScheduleMsg.constructionNotFound);
  }

  /** New dates for one task; successors that would start too early move with it. Answers the task's project. */
  async move(companyId: string, taskId: string, start: string, end: string, progress: number | undefined, visible: (projectId: string) => boolean = () => true): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [task] = await tx
        .select({ gantt_id: ganttTasks.gantt_id, project_id: projectGantts.project_id, is_milestone: ganttTasks.is_milestone })
        .from(ganttTasks)
        .innerJoin(projectGantts, and(eq(projectGantts.company_id, ganttTasks.company_id), eq(projectGantts.gantt_id, ganttTasks.gantt_id)))
        .where(and(eq(ganttTasks.company_id, companyId), eq(ganttTasks.task_id, taskId)))
        .for('update');
      // A task of a project outside the caller's data scope (/pageDataAuth) is as absent as another unit's.
      if (!task || !visible(task.project_id)) throw fail.notFound(ScheduleMsg.taskNotFound);
      const finish = task.is_milestone ? start : end;
      if (finish < start) throw fail.validation(ScheduleMsg.endBeforeStart);
      const all = await tx.select().from(ganttTasks).where(and(eq(ganttTasks.company_id, companyId), eq(ganttTasks.gantt_id, task.gantt_id)));
      const values = all.map((t) => (t.task_id === taskId ? { ...t, start_date: start, end_date: finish, progress: progress ?? t.progress } : t));
      for (const t of pushTasks(values, taskId)) {
        await tx
          .update(ganttTasks)
          .set({ start_date: t.start_date, end_date: t.end_date, progress: t.progress })
          .where(and(eq(ganttTasks.company_id, companyId), eq(ganttTasks.task_id, t.task_id)));
      }
      return task.project_id;
    });
  }
}
