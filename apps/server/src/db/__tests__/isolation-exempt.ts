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

const LIST_FILTER = "a list's filter: another unit's id matches none of the caller's rows, so the page is empty (or the caller's own rows, the filter aside) and tells nothing of that unit";
const CHART_FILTER = "a chart's filter (the environment readings of a project or device): another unit's id matches none of the caller's readings, an empty series";
const EXPORT_FILTER = "an export's filter: another unit's component id matches none of the caller's components, a workbook of the caller's own rows or none";
const BIND_MODE = "bind_id is read only for a yard or car binding (bind_type 1, 3), looked up in the caller's unit (10001 目标不存在 when absent); with no binding or a gate it is cleared, never stored";

/**
 * Id fields where a call given the other unit's id rightly succeeds without using it, each with why: "METHOD /path
 * field" → reason. The matrix accepts such a success only here (and only when it shows nothing of the other unit and
 * stores no reference to it); any other success with a foreign id fails it — the call should answer 10002.
 */
export const ID_IGNORED: Record<string, string> = {
  'GET /api/v1/base/blue_tooth_reader_bind reader_id': LIST_FILTER,
  'GET /api/v1/base/custom_table_row table_id': LIST_FILTER,
  'GET /api/v1/base/lift_equip project_id': LIST_FILTER,
  'GET /api/v1/base/lift_inspection equip_id': LIST_FILTER,
  'GET /api/v1/deep_design/get_deep_design_list jt_project_id': LIST_FILTER,
  'GET /api/v1/jt_construct/get_cons_info jt_project_id': LIST_FILTER,
  'GET /api/v1/jt_construct/get_project_list org_id': LIST_FILTER,
  'GET /api/v1/jt_org/get_org parent_org_id': LIST_FILTER,
  'GET /api/v1/jt_project/get_project_list org_id': LIST_FILTER,
  'GET /api/v1/labor/person team_id': LIST_FILTER,
  'GET /api/v1/labor/person work_type_id': LIST_FILTER,
  'GET /api/v1/note/project_cfg/list project_id': LIST_FILTER,
  'GET /api/v1/org/o_job/get_job_list dept_id': LIST_FILTER,
  'GET /api/v1/paper/get_paper_list project_id': LIST_FILTER,
  'GET /api/v1/paper/get_paper_list resolve_id': LIST_FILTER,
  'GET /api/v1/project/activity project_id': LIST_FILTER,
  'GET /api/v1/project/behavior project_id': LIST_FILTER,
  'GET /api/v1/project/behavior device_id': LIST_FILTER,
  'GET /api/v1/project/behavior_camera project_id': LIST_FILTER,
  'GET /api/v1/project/climb project_id': LIST_FILTER,
  'GET /api/v1/project/climb device_id': LIST_FILTER,
  'GET /api/v1/project/climb_machine project_id': LIST_FILTER,
  'GET /api/v1/project/component project_id': LIST_FILTER,
  'GET /api/v1/project/component component_id': LIST_FILTER,
  'GET /api/v1/project/component_build_no project_id': LIST_FILTER,
  'GET /api/v1/project/component_count project_id': LIST_FILTER,
  'GET /api/v1/project/construction_list project_id': LIST_FILTER,
  'GET /api/v1/project/environment project_id': CHART_FILTER,
  'GET /api/v1/project/environment device_id': CHART_FILTER,
  'GET /api/v1/project/get_project_dir project_id': LIST_FILTER,
  'GET /api/v1/project/get_project_doc_file project_id': LIST_FILTER,
  'GET /api/v1/project/get_project_doc_file dir_id': LIST_FILTER,
  'GET /api/v1/project/get_project_doc_file sign_id': LIST_FILTER,
  'GET /api/v1/project/image_progress project_id': LIST_FILTER,
  'GET /api/v1/project/image_progress node_id': LIST_FILTER,
  'GET /api/v1/project/inspection_report project_id': LIST_FILTER,
  'GET /api/v1/project/inspection_report component_id': LIST_FILTER,
  'GET /api/v1/project/labor_team project_id': LIST_FILTER,
  'GET /api/v1/project/labor_team team_id': LIST_FILTER,
  'GET /api/v1/project/labor_team_user team_id': LIST_FILTER,
  'GET /api/v1/project/labor_team_user work_type_id': LIST_FILTER,
  'GET /api/v1/project/member project_id': LIST_FILTER,
  'GET /api/v1/project/member unit_company_id': LIST_FILTER,
  'GET /api/v1/project/people project_id': LIST_FILTER,
  'GET /api/v1/project/project_list company_id': LIST_FILTER,
  'GET /api/v1/project/site_device project_id': LIST_FILTER,
  'GET /api/v1/project/stack_point project_id': LIST_FILTER,
  'GET /api/v1/project/test_base project_id': LIST_FILTER,
  'GET /api/v1/system/p_system/get_platform_list company_id': LIST_FILTER,
  'GET /api/v1/work/car car_type': LIST_FILTER,
  'GET /api/v1/work/report_look project_id': LIST_FILTER,
  'GET /macro-library/model/endpoint/v1/list project_id': LIST_FILTER,
  'GET /proxy/mem/getConstructionLiftForm project_id': LIST_FILTER,
  'GET /robot/web/v1/camera robot_id': LIST_FILTER,
  'GET /robot/web/v1/patrol_ai_result robot_id': LIST_FILTER,
  'GET /robot/web/v1/patrol_alarm robot_id': LIST_FILTER,
  'GET /robot/web/v1/patrol_run robot_id': LIST_FILTER,
  'GET /robot/web/v1/patrol_task robot_id': LIST_FILTER,
  'GET /robot/web/v1/patrol_template robot_id': LIST_FILTER,
  'GET /web/v1/common_check/business/list project_id': LIST_FILTER,
  'GET /web/v1/common_check/material/list project_id': LIST_FILTER,
  'GET /web/v1/common_check/record/list template_id': LIST_FILTER,
  'GET /web/v1/msg_center/alarm/list project_id': LIST_FILTER,
  'POST /admin/yard/project project_id': LIST_FILTER,
  'POST /api/v1/base/blue_tooth_reader bind_id': BIND_MODE,
  'POST /api/v1/config/code/get_code_values code_type_id': LIST_FILTER,
  'POST /api/v1/project/component_export component_id': EXPORT_FILTER,
  'POST /api/v1/project/component_floor_no project_id': LIST_FILTER,
  'POST /api/v1/project/get_project_list module_id': LIST_FILTER,
  'POST /api/v1/user/user/get_dept_and_sub_user_list job_id': LIST_FILTER,
  'POST /web/v1/common_check/template/list form_id': LIST_FILTER,
  'POST /web/v1/evaluate/person/list obs_id': LIST_FILTER,
  'POST /web/v1/evaluate/person/list job_id': LIST_FILTER,
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
