import { project } from '@zhuyun/contracts';

/**
 * The standard code lists the forms and the dashboard read. companyType's values drive the big screen's view
 * (spec-2 §2.1: 3 and 5 design, 4 construction, anything else committee).
 */
export const CODE_LISTS: Record<string, [value: string, name: string][]> = {
  companyType: [
    ['1', '监管单位'],
    ['2', '建设单位'],
    ['3', '设计单位'],
    ['4', '施工单位'],
    ['5', '深化设计单位'],
    ['6', '监理单位'],
    ['7', '构件生产单位'],
    ['8', '材料供应单位'],
  ],
  companyOrgType: [
    ['1', '集团公司'],
    ['2', '子公司'],
    ['3', '分公司'],
    ['4', '项目部'],
  ],
  businessType: [
    ['1', '房屋建筑'],
    ['2', '市政工程'],
    ['3', '装配式建筑'],
    ['4', '构件生产'],
    ['5', '工程设计'],
    ['6', '工程监理'],
    ['7', '质量监督'],
  ],
  component_type: [
    ['1', '预制叠合板'],
    ['2', '预制墙板'],
    ['3', '预制柱'],
    ['4', '预制梁'],
    ['5', '预制楼梯'],
    ['6', '预制阳台'],
    ['7', '预制空调板'],
  ],
  component_sort: [
    ['1', '水平构件'],
    ['2', '竖向构件'],
    ['3', '异形构件'],
  ],
  // /operaProject's building types; the project contract keeps the same values for names in lists and details.
  building_type: project.BUILDING_TYPES,
};
