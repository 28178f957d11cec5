import type { ExternalProject, ExternalProjectAdapter, ExternalSection } from './adapter';

type Stored = Omit<ExternalProject, 'section_count'> & { sections: ExternalSection[] };

const section = (id: string, name: string, range: string, unit: string, start: string, end: string, progress: number): ExternalSection => ({
  external_id: id,
  construction_name: name,
  construction_range: range,
  construction_unit: unit,
  start_date: start,
  end_date: end,
  progress,
});

/**
 * The stand-in "external system": a fixed project library held in the process, as a provincial supervision platform
 * would answer it. Its data never changes, so a second sync finds nothing new; a section edited locally is put back.
 */
const LIBRARY: readonly Stored[] = [
  {
    external_project_id: 'EXT-ZJ-2026-0101',
    project_code: 'ZJJG-2026-0101',
    project_name: '未来科技城装配式住宅（监管平台）',
    address: '杭州市余杭区文一西路',
    start_date: '2026-03-01',
    end_date: '2027-08-31',
    sections: [
      section('S-0101-1', '一标段', '1#–4#楼', '浙江建工集团第一分公司', '2026-03-01', '2027-02-28', 45),
      section('S-0101-2', '二标段', '5#–8#楼', '浙江建工集团第二分公司', '2026-04-01', '2027-05-31', 30),
      section('S-0101-3', '地下室及车库', '地下一层', '杭州市政园林工程有限公司', '2026-03-15', '2026-10-31', 70),
    ],
  },
  {
    external_project_id: 'EXT-ZJ-2026-0102',
    project_code: 'ZJJG-2026-0102',
    project_name: '西湖区文教中心（监管平台）',
    address: '杭州市西湖区文三路',
    start_date: '2026-04-10',
    end_date: '2027-12-31',
    sections: [
      section('S-0102-1', '主体结构标段', '教学楼、图书馆', '浙江建工集团第一分公司', '2026-04-10', '2027-03-31', 25),
      section('S-0102-2', '机电安装标段', '全部单体', '浙江省安装工程有限公司', '2026-09-01', '2027-10-31', 0),
    ],
  },
  {
    external_project_id: 'EXT-ZJ-2026-0103',
    project_code: 'ZJJG-2026-0103',
    project_name: '滨江物联网产业园厂房（监管平台）',
    address: '杭州市滨江区江虹路',
    start_date: '2026-06-01',
    end_date: '2027-06-30',
    sections: [section('S-0103-1', '厂房一标段', '1#–3#厂房', '浙江建工集团第二分公司', '2026-06-01', '2027-06-30', 10)],
  },
  {
    external_project_id: 'EXT-ZJ-2025-0417',
    project_code: 'ZJJG-2025-0417',
    project_name: '德清构件厂二期（监管平台）',
    address: '湖州市德清县',
    start_date: '2025-09-01',
    end_date: '2026-09-30',
    sections: [],
  },
];

const summary = ({ sections, ...p }: Stored): ExternalProject => ({ ...p, section_count: sections.length });

export const builtinAdapter: ExternalProjectAdapter = {
  adapter: 'builtin',
  async listProjects(_connection, { search, offset, limit }) {
    const needle = search?.toLowerCase();
    const found = LIBRARY.filter((p) => !needle || p.project_name.toLowerCase().includes(needle) || p.project_code.toLowerCase().includes(needle));
    return { rows: found.slice(offset, offset + limit).map(summary), total: found.length };
  },
  async getProject(_connection, externalId) {
    const found = LIBRARY.find((p) => p.external_project_id === externalId);
    return found ? summary(found) : null;
  },
  async getSections(_connection, externalId) {
    return (LIBRARY.find((p) => p.external_project_id === externalId)?.sections ?? []).map((s) => ({ ...s }));
  },
};
