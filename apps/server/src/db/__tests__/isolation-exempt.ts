/**
 * Operations of /api/openapi.json the isolation matrix (isolation-matrix.api.test.ts) does not hold to "another unit's
 * id answers 10002, a list shows none of its rows", each with why another answer is right. An operation that takes an
 * id or lists rows, and is neither checked by the matrix nor named here, fails the matrix.
 *
 * Keys are the OpenAPI names: "METHOD /path" with `{param}` for a path parameter.
 */
export const ISOLATION_EXEMPT: Record<string, string> = {
  'GET /api/v1/project/code_component': "public by design: a component's QR label is read by anyone who scans it (system scope component-trace)",
  'GET /api/v1/project/code_component/{id}': "public by design: a component's QR label is read by anyone who scans it (system scope component-trace)",
  'DELETE /adminc/v1/resource_manage/p_object/delete_object': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'DELETE /adminc/v1/resource_manage/p_object/delete_object_cate': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'PUT /adminc/v1/resource_manage/p_object/update_object': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'PUT /adminc/v1/resource_manage/p_object/update_object_cate': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /api/v1/res/menu/delete_menu': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /api/v1/res/menu/sort_menu': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /api/v1/res/menu/update_menu': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /api/v1/system/version/publish_version': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /api/v1/system/version/update_version': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /api/v1/system/version/delete_version': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /api/v1/access/o_company_apply/audit_update_company_apply': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /api/v1/access/o_company_apply/get_company_apply_detail': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /adminc/v2/o_org_v2/examine_company': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /api/v1/system/p_system/examine_auth_apply': "platform administration (a platform.* permission): no unit's call, a unit's administrator gets 10403",
  'POST /adminc/v2/o_org_v2/join_org': 'cross-unit by design: a person asks to join another unit (by its invite code, its department and job)',
  'GET /adminc/v1/system_manage/p_application_auth/get_user_auth_list': "a person's own permissions only: another person's user_id is refused with 10403 (not yours), whichever unit",
  'GET /api/v1/user/user/get_menu': "a person's own menus only: another person's user_id is refused with 10403 (not yours), whichever unit",
  'POST /api/v1/system/p_system/check_sys_bind': "a person's own binding only: another person's user_id is refused with 10403 (not yours), whichever unit",
  'POST /web/v1/evaluate/evaluator_data/commit': 'the public questionnaire: its own respondent token, not a platform session (10201 to a session token)',
  'POST /web/v1/evaluate/question/question_list': 'the public questionnaire: its own respondent token, not a platform session (10201 to a session token)',
  'POST /api/v1/access/token/change_job_token':
    "a person's own jobs only: any job not theirs, in any unit, answers 10403 (您不在该岗位上), which tells nothing of the unit",
  'GET /api/v1/project/unit_company_list': 'the directory of units (companies: names, no unit data): a project names its participating units from it',
  'POST /api/v1/jt_construct/unit_all': 'the directory of units (companies: names, no unit data): a design project names its participating units from it',
  'POST /api/v1/org/o_dept/get_dept_tree_by_invite_code': "cross-unit by design: the join flow shows the departments of the unit whose invite code is typed",
};

/**
 * Where the matrix takes the other unit's id for a field whose name is not the column it refers to: "METHOD /path
 * field" or a bare field name → the column (a `*_ids` field falls back to its `*_id` column by itself).
 */
export const ID_SOURCES: Record<string, string> = {
  parent_org_id: 'org_id',
  'POST /api/v1/project/component_qrcode id': 'component_id',
  'GET /api/v1/system/p_system/get_auth_sys_list id': 'company_id',
};

/** Fields named like ids that name no unit's row, with what they name: the matrix leaves them as a client sends them. */
export const NOT_UNIT_IDS: Record<string, string> = {
  area_id: 'a region of the national area table (reference data, the same for every unit)',
};
