import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { members } from '@zhuyun/contracts';
import { files, projectActivities, projectPeople, projects, testBases } from '../../db/schema';
import { fail } from '../../platform/errors';
import { signFileLink } from '../../platform/files/signed-link';
import type { Platform } from '../../platform/platform';
import { registerResource } from '../../platform/resource/register-resource';
import { tableRepo } from '../../platform/resource/table-repo';
import { fileIdOf } from '../files';
import { assertOrder, assertProject } from './project-of';

const { MembersMsg } = members;
const p = projectPeople;
const b = testBases;
const a = projectActivities;

/** The people pool, test bases and site activities: one table each on the layer, their project checked on write. */
export function registerSitePeopleRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform.database;
  const inProject = async (companyId: string | null, projectId: string | null | undefined) => {
    if (projectId) await assertProject(db, companyId as string, projectId);
  };

  registerResource(app, platform, members.projectPersonResource, {
    repo: tableRepo(db, members.projectPersonResource, {
      table: p,
      companyKey: 'company_id',
      select: {
        person_id: p.person_id, project_id: p.project_id, person_name: p.person_name, phone: p.phone, id_card: p.id_card,
        unit_name: p.unit_name, post: p.post, certificate_name: p.certificate_name, certificate_no: p.certificate_no,
        certificate_valid_to: p.certificate_valid_to, status: p.status, entry_date: p.entry_date, exit_date: p.exit_date,
        remark: p.remark, created_at: p.created_at,
      },
      sort: { created_at: p.created_at, person_name: p.person_name, entry_date: p.entry_date, certificate_valid_to: p.certificate_valid_to },
      defaultOrder: [asc(p.status), desc(p.created_at), desc(p.person_id)],
      search: [p.person_name, p.phone, p.unit_name, p.post, p.certificate_no],
      filters: { project_id: p.project_id, status: p.status },
    }),
    prepare: async (companyId, values) => {
      assertOrder(values.entry_date, values.exit_date, MembersMsg.exitBeforeEntry);
      await inProject(companyId, values.project_id);
      return values;
    },
  });

  registerResource(app, platform, members.testBaseResource, {
    repo: tableRepo(db, members.testBaseResource, {
      table: b,
      companyKey: 'company_id',
      select: {
        base_id: b.base_id, project_id: b.project_id,
        project_name: sql<string | null>`(select x.project_name from ${projects} x where x.company_id = test_bases.company_id and x.project_id = test_bases.project_id)`,
        base_name: b.base_name, base_type: b.base_type, address: b.address, accreditation: b.accreditation,
        accreditation_no: b.accreditation_no, contact_name: b.contact_name, contact_phone: b.contact_phone,
        valid_from: b.valid_from, valid_to: b.valid_to, remark: b.remark, created_at: b.created_at,
      },
      sort: { created_at: b.created_at, base_name: b.base_name, valid_to: b.valid_to },
      defaultOrder: [desc(b.created_at), desc(b.base_id)],
      search: [b.base_name, b.address, b.accreditation_no, b.contact_name],
      filters: { project_id: b.project_id, base_type: b.base_type },
    }),
    prepare: async (companyId, values) => {
      assertOrder(values.valid_from, values.valid_to, MembersMsg.validToBeforeFrom);
      await inProject(companyId, values.project_id);
      return values;
    },
  });

  const activities = tableRepo(db, members.activityResource, {
    table: a,
    companyKey: 'company_id',
    select: {
      activity_id: a.activity_id, project_id: a.project_id, title: a.title, activity_type: a.activity_type,
      activity_date: a.activity_date, place: a.place, organiser: a.organiser, participants: a.participants,
      photos: a.photos, photo_urls: sql<string[]>`'[]'::jsonb`, status: a.status, remark: a.remark, created_at: a.created_at,
    },
    sort: { activity_date: a.activity_date, created_at: a.created_at, title: a.title },
    defaultOrder: [desc(a.activity_date), desc(a.created_at), desc(a.activity_id)],
    search: [a.title, a.place, a.organiser],
    filters: { project_id: a.project_id, activity_type: a.activity_type, status: a.status },
  });
  // Each photo gets a short-lived link of its own, so every member sees what one of them uploaded.
  const linked = <R extends { photos: string[] }>(row: R) => ({
    ...row,
    photo_urls: row.photos.map((path) => signFileLink(platform.fileLinkKey, fileIdOf(path) as string)),
  });
  registerResource(app, platform, members.activityResource, {
    repo: {
      ...activities,
      page: async (companyId, query, window) => {
        const answer = await activities.page!(companyId, query, window);
        return { ...answer, rows: answer.rows.map(linked) };
      },
      get: async (companyId, id) => {
        const row = await activities.get!(companyId, id);
        return row && linked(row);
      },
    },
    prepare: async (companyId, values) => {
      await inProject(companyId, values.project_id);
      const ids = values.photos.map((path) => fileIdOf(path) as string);
      if (ids.length) {
        // A photo is a picture uploaded in this unit: another unit's upload reads as a bad reference.
        const found = await db
          .select({ id: files.file_id })
          .from(files)
          .where(and(inArray(files.file_id, ids), eq(files.company_id, companyId as string), eq(files.module, 'picture')));
        if (found.length !== new Set(ids).size) throw fail.validation(MembersMsg.photosInvalid);
      }
      return values;
    },
  });
}
