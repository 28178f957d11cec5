import type { FastifyInstance } from 'fastify';
import { Msg, company } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { CompanyRepo } from './company.repo';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/** A local host (with any port) maps to the configured development domain (spec-1 §7 "Company by domain"). */
export function normaliseDomain(raw: string, devDomain: string): string {
  let host = raw.trim().toLowerCase().replace(/^https?:\/\//, '').split('/')[0] ?? '';
  host = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost') ? devDomain : host;
}

export function registerCompanyRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new CompanyRepo(platform.database.db);

  registerRoute(app, platform, company.getCompanyByDomain, {
    handler: async ({ input }) => {
      const row = await repo.byDomain(normaliseDomain(input.company_domain, platform.config.devCompanyDomain));
      if (!row || row.status !== 3) throw fail.notFound(Msg.companyNotFound);
      return {
        company_id: row.company_id,
        company_name: row.company_name,
        platform_name: row.platform_name,
        company_logo: row.company_logo,
        login_name: row.login_name,
        image_picture: row.image_picture,
        show_logo_status: row.show_logo_status,
        primary_color: row.primary_color,
        company_type: row.company_type,
      };
    },
  });
}
