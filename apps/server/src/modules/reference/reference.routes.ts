import type { FastifyInstance } from 'fastify';
import { Msg, reference, type AreaNode } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { registerRoute } from '../../platform/http/register-route';
import type { Platform } from '../../platform/platform';
import { ReferenceRepo, type RegionIndex, type RegionRow } from './reference.repo';

const entry = (r: RegionRow) => ({ area_id: r.area_id, code: r.code, p_code: r.p_code, name: r.name });

/** Nests the table under its p_code, provinces at the top ("0"); a region without children has none. */
export function regionTree(byParent: RegionIndex['byParent']): AreaNode[] {
  const build = (parent: string): AreaNode[] =>
    (byParent.get(parent) ?? []).map((r) => {
      const children = build(r.code);
      return children.length ? { area_id: r.area_id, code: r.code, name: r.name, children } : { area_id: r.area_id, code: r.code, name: r.name };
    });
  return build('0');
}

export function registerReferenceRoutes(app: FastifyInstance, platform: Platform): void {
  const repo = new ReferenceRepo(platform.database.db);

  registerRoute(app, platform, reference.getCodeList, {
    handler: async ({ input }) => ({ list: await repo.codeList(input.code_type) }),
  });

  registerRoute(app, platform, reference.getCompanyTypes, {
    handler: async () => ({ list: await repo.codeList('companyType') }),
  });

  registerRoute(app, platform, reference.getAreaBoxList, {
    handler: async ({ input }) => {
      const { byParent } = await repo.regions();
      const parent = input.area_type === 1 ? '0' : input.area_type === 2 ? input.province_no : input.city_no;
      return { list: (byParent.get(parent ?? '') ?? []).map(entry) };
    },
  });

  let tree: AreaNode[] | null = null;
  registerRoute(app, platform, reference.getAreaTree, {
    handler: async () => ({ list: (tree ??= regionTree((await repo.regions()).byParent)) }),
  });

  registerRoute(app, platform, reference.getAreaInfo, {
    handler: async ({ input }) => {
      const { byId, byCode } = await repo.regions();
      const chain: RegionRow[] = [];
      for (let r = byId.get(input.area_id); r; r = byCode.get(r.p_code)) chain.unshift(r);
      const [province, city, area] = chain;
      if (!province) throw fail.notFound(Msg.areaNotFound);
      return {
        area_id: input.area_id,
        name: chain[chain.length - 1]?.name ?? province.name,
        province: province.name,
        provinceNo: province.code,
        city: city?.name ?? null,
        cityNo: city?.code ?? null,
        area: area?.name ?? null,
        areaNo: area?.code ?? null,
      };
    },
  });
}
