import type { FastifyInstance } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { AuditAction, PersonalMsg, ReviewStatus, routes } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import { registerRoute } from '../../platform/http/register-route';
import { pageWindow } from '../../platform/paging';
import type { Platform } from '../../platform/platform';
import { pageOf, tenantOf } from '../../platform/tenant';
import { FilesRepo, fileIdOf } from '../files';
import { PersonnelRepo, rowOf } from './personnel.repo';

/**
 * People's information and certificates (issue 19 item 3): a member submits to the session's unit, the unit's
 * reviewers (page.personnelAudit) approve or reject with a reason, and the person reads the outcome on /auditRecords.
 */
export function registerPersonnelRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const repo = new PersonnelRepo(db);
  const files = new FilesRepo(db);

  /** Each scan must be mine and an image or a PDF (what a certificate upload may be). */
  const ownScans = async (userId: string, paths: string[]) => {
    const unique = [...new Set(paths.map((p) => p.trim()))];
    for (const path of unique) {
      const id = fileIdOf(path);
      const file = id ? await files.byId(id) : undefined;
      if (!file || file.owner_id !== userId || !(file.mime.startsWith('image/') || file.mime === 'application/pdf')) {
        throw fail.validation(PersonalMsg.certFileInvalid);
      }
    }
    return unique;
  };

  registerRoute(app, platform, routes.submitPersonnelInfo, {
    msg: PersonalMsg.submitted,
    handler: async ({ input, session }) => {
      const companyId = tenantOf(session);
      const scans = await ownScans(session.userId, input.cert_files);
      if (await repo.reviewingOf(companyId, session.userId)) throw fail.conflict(PersonalMsg.alreadyReviewing);
      const submission_id = uuidv7();
      await repo
        .insert({
          company_id: companyId,
          submission_id,
          user_id: session.userId,
          real_name: input.real_name,
          id_card: input.id_card ?? null,
          cert_name: input.cert_name,
          cert_no: input.cert_no ?? null,
          cert_valid_until: input.cert_valid_until ?? null,
          cert_files: scans,
          remark: input.remark ?? null,
        })
        .catch((error: unknown) => {
          // Two quick submits: the partial unique index lets one through.
          if (String((error as { cause?: { message?: string } })?.cause?.message ?? error).includes('one_reviewing')) {
            throw fail.conflict(PersonalMsg.alreadyReviewing);
          }
          throw error;
        });
      return { submission_id, status: ReviewStatus.reviewing };
    },
  });

  registerRoute(app, platform, routes.getPersonnelAuditList, {
    handler: async ({ input, session, setMsg }) => {
      const window = pageWindow(input);
      const { rows, total } = await repo.page(tenantOf(session), input, window);
      return pageOf(window, rows.map(rowOf), total, setMsg);
    },
  });

  registerRoute(app, platform, routes.getPersonnelAuditDetail, {
    handler: async ({ input, session }) => {
      const found = await repo.byId(tenantOf(session), input.submission_id);
      if (!found) throw fail.notFound();
      const links = [];
      for (const path of found.s.cert_files) {
        const id = fileIdOf(path);
        const file = id ? await files.byId(id) : undefined;
        if (file) links.push({ file_path: path, file_name: file.file_name, mime: file.mime, url: signFileLink(platform.fileLinkKey, file.file_id) });
      }
      return { ...rowOf(found), id_card: found.s.id_card, note: found.s.remark, files: links, reviewer_name: found.reviewer_name };
    },
  });

  registerRoute(app, platform, routes.auditPersonnel, {
    handler: async ({ input, session, setMsg }) => {
      const companyId = tenantOf(session);
      const decided = await repo.decide(companyId, input.submission_id, {
        status: input.status,
        review_remark: input.remark ?? null,
        reviewed_by: session.userId,
      });
      if (!decided) {
        if (!(await repo.byId(companyId, input.submission_id))) throw fail.notFound();
        throw fail.conflict(PersonalMsg.notReviewing);
      }
      const approved = input.status === ReviewStatus.approved;
      await platform.audit.record(session, {
        action: approved ? AuditAction.approve : AuditAction.reject,
        objectType: 'personnel_submission',
        objectId: input.submission_id,
        detail: approved ? null : 'rejected with a reason',
      });
      setMsg(approved ? PersonalMsg.approved : PersonalMsg.rejected);
      return { submission_id: input.submission_id, status: input.status };
    },
  });
}
