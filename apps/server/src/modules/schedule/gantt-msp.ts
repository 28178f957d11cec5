import { uuidv7 } from 'uuidv7';
import { schedule } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import type { TaskValues } from './gantt-tasks';

const { ScheduleMsg, MAX_GANTT_TASKS, isDay } = schedule;

/** MS Project's link types (PredecessorLink/Type): 0 FF, 1 FS, 2 SF, 3 SS. Only finish-to-start is a dependency here. */
const FINISH_TO_START = '1';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : ENTITIES[e.toLowerCase()]!,
  );

/** The text of every direct `<tag>…</tag>` in a fragment (MS Project XML has no attributes on these elements). */
const all = (xml: string, tag: string): string[] => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
const one = (xml: string, tag: string): string => decode((all(xml, tag)[0] ?? '').trim());
/** The part of a task outside its nested blocks (links, baselines, extended attributes), so `<Start>` is the task's own. */
const own = (task: string): string => task.replace(/<(PredecessorLink|Baseline|ExtendedAttribute|TimephasedData)>[\s\S]*?<\/\1>/g, '');

/** The day of an MS Project date-time (2026-03-02T08:00:00); null when blank; false when bad. */
function dayOf(value: string): string | null | false {
  if (!value) return null;
  const d = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) && isDay(d) ? d : false;
}

export interface MspSchedule {
  tasks: TaskValues[];
  /** Links of another type than finish-to-start, or to a summary task, that were left out. */
  skippedLinks: number;
}

/**
 * The tasks of an MS Project XML file (File → Save As → XML): each work task and milestone with its dates, progress,
 * baseline 0 and finish-to-start predecessors. The project's own summary task (UID 0), summary tasks and empty rows are
 * left out (the schedule here is flat); a bad task is answered by its UID.
 */
export function readMspXml(xml: string): MspSchedule {
  if (!/<Project[\s>]/.test(xml) || !/<Tasks>/.test(xml)) throw fail.validation(ScheduleMsg.importXmlInvalid);
  const found: { uid: string; task: TaskValues; links: { uid: string; type: string }[] }[] = [];
  const skipped = new Set<string>();
  for (const block of all(all(xml, 'Tasks')[0] ?? '', 'Task')) {
    const mine = own(block);
    const uid = one(mine, 'UID');
    if (!uid) throw fail.validation(ScheduleMsg.importXmlInvalid);
    if (uid === '0' || one(mine, 'Summary') === '1' || one(mine, 'IsNull') === '1' || one(mine, 'OutlineLevel') === '0') {
      skipped.add(uid);
      continue;
    }
    if (found.length >= MAX_GANTT_TASKS) throw fail.validation(ScheduleMsg.tasksTooMany);
    const bad = (why: string) => fail.validation(ScheduleMsg.importTaskInvalid(uid, why));
    const name = one(mine, 'Name');
    if (!name) throw bad(ScheduleMsg.taskNameRequired);
    if (name.length > 200) throw bad('任务名称不能超过200个字符');
    const milestone = one(mine, 'Milestone') === '1' ? 1 : 0;
    const start = dayOf(one(mine, 'Start'));
    const finish = dayOf(one(mine, 'Finish'));
    if (!start || !finish) throw bad(ScheduleMsg.dateInvalid);
    const end = milestone ? start : finish;
    if (end < start) throw bad(ScheduleMsg.endBeforeStart);
    const percent = one(mine, 'PercentComplete');
    const progress = percent === '' ? 0 : Number(percent);
    if (!Number.isInteger(progress) || progress < 0 || progress > 100) throw bad(ScheduleMsg.progressInvalid);
    const baseline = all(block, 'Baseline').find((b) => one(b, 'Number') === '0');
    const bs = baseline ? dayOf(one(baseline, 'Start')) : null;
    const be = baseline ? dayOf(one(baseline, 'Finish')) : null;
    if (bs === false || be === false) throw bad(ScheduleMsg.dateInvalid);
    const links = all(block, 'PredecessorLink').map((l) => ({ uid: one(l, 'PredecessorUID'), type: one(l, 'Type') || FINISH_TO_START }));
    found.push({
      uid,
      links,
      task: { task_id: uuidv7(), task_name: name, start_date: start, end_date: end, baseline_start: bs, baseline_end: be, progress, is_milestone: milestone, predecessors: [] },
    });
  }
  if (!found.length) throw fail.validation(ScheduleMsg.importXmlEmpty);
  const idOf = new Map(found.map((x) => [x.uid, x.task.task_id]));
  if (idOf.size !== found.length) throw fail.validation(ScheduleMsg.importTaskInvalid(found.find((x, i) => found.findIndex((y) => y.uid === x.uid) !== i)!.uid, ScheduleMsg.taskIdDuplicate));
  let skippedLinks = 0;
  for (const x of found) {
    for (const link of x.links) {
      const id = idOf.get(link.uid);
      if (link.type !== FINISH_TO_START || (!id && skipped.has(link.uid))) {
        skippedLinks += 1;
        continue;
      }
      if (!id) throw fail.validation(ScheduleMsg.importTaskInvalid(x.uid, `${ScheduleMsg.dependencyUnknown}（UID ${link.uid}）`));
      if (id === x.task.task_id) throw fail.validation(ScheduleMsg.importTaskInvalid(x.uid, ScheduleMsg.dependencySelf));
      if (!x.task.predecessors.includes(id)) x.task.predecessors.push(id);
    }
  }
  return { tasks: found.map((x) => x.task), skippedLinks };
}
