import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { createCompany } from '../../../testing/fixtures';

// Company by domain: the branding of each tenant's login page (spec-1 §1, §3), before anyone signs in.
const demoBranding = {
  company_id: DemoIds.company,
  company_name: '演示建设集团',
  platform_name: '筑云智慧建造平台',
  company_logo: '/brand/demo-logo.svg',
  login_name: '装配式建筑质量监管平台',
  image_picture: '/brand/demo-login-bg.svg',
  show_logo_status: 1,
  primary_color: '#1677ff',
  company_type: 4,
};

describe('company by domain', () => {
  let t: TestApp;
  let acme: string;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.database.db, { company_name: '阿克米建工', company_domain: 'acme.example.com' });
    await createCompany(t.database.db, { company_name: '审核中单位', company_domain: 'pending.example.com', status: 2 });
  });
  afterAll(async () => t?.close());

  const byDomain = (company_domain: string) => t.client().api.call(routes.getCompanyByDomain, { company_domain });

  it.each(['localhost:3000', '127.0.0.1', 'localhost', 'http://localhost:3000/login', '[::1]:3000'])(
    'maps the local host %s to the demo company',
    async (domain) => {
      expect(await byDomain(domain)).toEqual(demoBranding);
    },
  );

  it.each(['acme.example.com', 'ACME.example.com:8443', 'https://acme.example.com/login'])(
    'answers another tenant\'s own branding for %s',
    async (domain) => {
      expect(await byDomain(domain)).toEqual({
        company_id: acme,
        company_name: '阿克米建工',
        platform_name: '阿克米建工平台',
        company_logo: null,
        login_name: '阿克米建工登录',
        image_picture: null,
        show_logo_status: 0,
        primary_color: null,
        company_type: 2,
      });
    },
  );

  it.each(['unknown.example.com', 'pending.example.com', 'www.acme.example.com'])(
    'answers 10002 for %s (unknown or not approved)',
    async (domain) => {
      const client = t.client();
      expect(await codeOf(client.api.call(routes.getCompanyByDomain, { company_domain: domain }))).toEqual({
        code: 10002,
        msg: Msg.companyNotFound,
      });
      expect(client.last()?.status).toBe(404);
    },
  );

  it('refuses an empty company_domain with 10001', async () => {
    expect(await codeOf(byDomain(' '))).toEqual({ code: 10001, msg: 'company_domain不能为空' });
  });
});
