import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { EvalMsg, isMobilePhone, evaluation as ev } from '@zhuyun/contracts';
import type { Db } from '../../db/client';
import { evalAssessees, evalEvaluators, evalPersons } from '../../db/schema';
import { AppError, fail } from '../../platform/errors';
import { cellText, readUploadedSheetRows } from '../../platform/xlsx/xlsx-rows';
import { covers, type EvalScope } from './eval-scope';
import { ExerciseRepo } from './exercise.repo';

const MAX_ROWS = 5_000;

interface PairRow {
  row: number;
  evaluatorPhone: string;
  assesseePhone: string;
}

type RowError = { row: number; msg: string };

/**
 * Who evaluates whom, from an xlsx of EVALUATOR_COLUMNS. Persons are found by phone in the unit; an assessee not yet
 * in the exercise joins it. Bad rows are reported by number; the good ones are saved in one transaction, and pairs
 * already there are counted, not doubled.
 */
export class EvaluatorImportService {
  constructor(private readonly db: Db) {}

  async import(scope: EvalScope, exerciseId: string, file: Readable) {
    const { companyId } = scope;
    await ExerciseRepo.require(this.db, companyId, exerciseId);
    const { rows, errors } = await this.parse(file).catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      throw fail.validation(EvalMsg.importFileRequired);
    });
    const phones = [...new Set(rows.flatMap((r) => [r.evaluatorPhone, r.assesseePhone]))];
    const found = phones.length
      ? await this.db
          .select({ person_id: evalPersons.person_id, phone: evalPersons.phone, obs_id: evalPersons.obs_id })
          .from(evalPersons)
          .where(and(eq(evalPersons.company_id, companyId), inArray(evalPersons.phone, phones)))
      : [];
    const personOf = new Map(found.map((p) => [p.phone, p.person_id]));
    const obsOf = new Map(found.map((p) => [p.phone, p.obs_id]));

    const pairs: { evaluator: string; assessee: string }[] = [];
    const seen = new Set<string>();
    for (const r of rows) {
      const evaluator = personOf.get(r.evaluatorPhone);
      const assessee = personOf.get(r.assesseePhone);
      const key = `${evaluator}:${assessee}`;
      if (!evaluator || !assessee) errors.push({ row: r.row, msg: EvalMsg.importPhoneUnknown });
      else if (!covers(scope, obsOf.get(r.assesseePhone))) errors.push({ row: r.row, msg: EvalMsg.obsOutOfScope });
      else if (evaluator === assessee) errors.push({ row: r.row, msg: EvalMsg.selfEvaluation });
      else if (seen.has(key)) errors.push({ row: r.row, msg: EvalMsg.importDuplicatePair });
      else {
        seen.add(key);
        pairs.push({ evaluator, assessee });
      }
    }

    const added = pairs.length ? await this.save(companyId, exerciseId, pairs) : 0;
    return { added, existing: pairs.length - added, errors: errors.sort((a, b) => a.row - b.row) };
  }

  private save(companyId: string, exerciseId: string, pairs: { evaluator: string; assessee: string }[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      await ExerciseRepo.requireEditable(tx, companyId, exerciseId);
      const assessees = [...new Set(pairs.map((p) => p.assessee))];
      await tx
        .insert(evalAssessees)
        .values(assessees.map((person_id) => ({ company_id: companyId, assessee_data_id: uuidv7(), exercise_id: exerciseId, person_id })))
        .onConflictDoNothing();
      const inserted = await tx
        .insert(evalEvaluators)
        .values(
          pairs.map((p) => ({
            company_id: companyId,
            evaluator_data_id: uuidv7(),
            exercise_id: exerciseId,
            evaluator_person_id: p.evaluator,
            assessee_person_id: p.assessee,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: evalEvaluators.evaluator_data_id });
      return inserted.length;
    });
  }

  private async parse(file: Readable): Promise<{ rows: PairRow[]; errors: RowError[] }> {
    const rows: PairRow[] = [];
    const errors: RowError[] = [];
    let header = false;
    for await (const row of readUploadedSheetRows(file)) {
      const values = ev.EVALUATOR_COLUMNS.map((_, i) => cellText(row.values[i + 1]));
      if (!header) {
        if (ev.EVALUATOR_COLUMNS.some((title, i) => values[i] !== title)) throw fail.validation(EvalMsg.evaluatorImportHeaderInvalid);
        header = true;
        continue;
      }
      if (values.every((v) => v === '')) continue;
      if (rows.length + errors.length >= MAX_ROWS) throw fail.validation(EvalMsg.importTooManyRows);
      const [evaluatorPhone = '', , assesseePhone = ''] = values;
      const msg = !evaluatorPhone
        ? EvalMsg.evaluatorPhoneRequired
        : !assesseePhone
          ? EvalMsg.assesseePhoneRequired
          : !isMobilePhone(evaluatorPhone) || !isMobilePhone(assesseePhone)
            ? EvalMsg.phoneInvalid
            : null;
      if (msg) errors.push({ row: row.number, msg });
      else rows.push({ row: row.number, evaluatorPhone, assesseePhone });
    }
    if (!header) throw fail.validation(EvalMsg.evaluatorImportHeaderInvalid);
    return { rows, errors };
  }
}
