import type { RouteContract } from '@zhuyun/contracts';

/** A call as the exemption list and the coverage test name it: `METHOD /path` (the contract's path, without a restful id). */
export function auditKeyOf(contract: Pick<RouteContract, 'method' | 'path' | 'restfulId'>): string {
  const suffix = contract.restfulId ? `/:${contract.restfulId}` : '';
  const path = suffix && contract.path.endsWith(suffix) ? contract.path.slice(0, -suffix.length) : contract.path;
  return `${contract.method} ${path}`;
}

const DEVICE = "a device's report with its own device key (readings, positions, tag reads): data, not a change by a person; creating, rotating and revoking keys is audited";
const FILE_LINK = "signs a short-lived link to a file the caller may already read: a read";
const PUBLIC_CODE = "sends a verification code before sign-in: no person to name (rate-limited, stored hashed, sent in the outbox log)";
const PUBLIC_READ = "a public look-up before sign-in: it changes nothing";
const READ = "a read sent as POST (the spec's method): it changes nothing";
const SIGNING_KEY = "hands a client its signing key pair before sign-in: no person yet (rate-limited; sign-in itself is audited)";
const SURVEY_READ = "the public evaluation survey's look-ups (an evaluator checked by phone code, not a platform session): they change nothing";
const SURVEY_TICKET = "a step of the questionnaire's password reset: trades the phone's code for a 10-minute ticket and changes nothing else; the reset itself (edit_password) is audited";
const TICKET = "a 60-second ticket for the caller's own live-event stream: nothing of the unit changes";

/**
 * The writes (POST, PUT, DELETE) that append no entry to the audit trail, each with its reason (issue 15 build 3).
 * Every other write of a signed-in person is audited: by its handler (the resource layer, sign-in, reviews, permission
 * and device-key changes …) or else by register-route's generic entry (route-audit.ts). The public writes — made
 * without a unit session: registration, third-party bind, the questionnaire's check, password and answers — are
 * audited by their handlers, in the unit concerned or the platform chain (modules/audit/sign-in.audit.ts). The coverage test
 * (modules/audit/__tests__/audit-coverage.api.test.ts) checks this list and its own table against /api/openapi.json.
 */
export const AUDIT_EXEMPT: Readonly<Record<string, string>> = {
  'POST /api/v1/device/site_readings': DEVICE,
  'POST /api/v1/device/reader_reads': DEVICE,
  'POST /admin/yard/project': READ,
  'POST /admin/area/getplace': READ,
  'POST /api/v1/work/car_track_upload': DEVICE,
  'POST /api/v1/base/file/get_file_url': FILE_LINK,
  'POST /adminc/v1/p_sms_validcode/create_validate_code': PUBLIC_CODE,
  'POST /web/v1/evaluate/person/send_code': PUBLIC_CODE,
  'POST /api/v1/config/code/get_codelist': PUBLIC_READ,
  'POST /api/v1/org/company/get_company_by_domain': PUBLIC_READ,
  'POST /api/v1/access/o_company_apply/get_company_apply_detail': READ,
  'POST /api/v1/config/code/get_code_types': READ,
  'POST /api/v1/config/code/get_code_values': READ,
  'POST /api/v1/config/code/get_system_code_types': READ,
  'POST /api/v1/config/company_setting/get_setting': READ,
  'POST /api/v1/jt_construct/unit_all': READ,
  'POST /api/v1/note/template/preview': READ,
  'POST /api/v1/org/node/get_org_tree': READ,
  'POST /api/v1/org/o_dept/get_dept_tree_by_invite_code': READ,
  'POST /api/v1/org/p_job_user/get_account_list': READ,
  'POST /api/v1/project/area_box_list': READ,
  'POST /api/v1/project/component_export': READ,
  'POST /api/v1/project/component_floor_no': READ,
  'POST /api/v1/project/component_qrcode': READ,
  'POST /api/v1/project/get_project_list': READ,
  'POST /api/v1/project/home_module_data': READ,
  'POST /api/v1/res/data_auth/get_job_data_auth': READ,
  'POST /api/v1/res/menu/get_tree': READ,
  'POST /api/v1/res/p_object/get_tree': READ,
  'POST /api/v1/res/template/get_list': READ,
  'POST /api/v1/res/template/get_org_auth': READ,
  'POST /api/v1/res/template/get_tpl_objects': READ,
  'POST /api/v1/system/log/audit_verify': READ,
  'POST /api/v1/system/version/get_version': READ,
  'POST /api/v1/system/version/get_web_notice': READ,
  'POST /api/v1/user/org_qrcode': READ,
  'POST /api/v1/user/qrcode': READ,
  'POST /api/v1/user/user/get_comp_user_lists': READ,
  'POST /api/v1/user/user/get_dept_and_sub_user_list': READ,
  'POST /api/v1/user/user/get_detail': READ,
  'POST /api/v1/user/user/get_user_job_name': READ,
  'POST /web/v1/common_check/template/list': READ,
  'POST /web/v1/evaluate/assessee_data/list': READ,
  'POST /web/v1/evaluate/evaluator_data/list': READ,
  'POST /web/v1/evaluate/exercise_info/list': READ,
  'POST /web/v1/evaluate/exercise_info/results': READ,
  'POST /web/v1/evaluate/job/list': READ,
  'POST /web/v1/evaluate/obs/list': READ,
  'POST /web/v1/evaluate/person/list': READ,
  'POST /web/v1/evaluate/question/list': READ,
  'POST /api/v1/access/access_system/get_key': SIGNING_KEY,
  'POST /web/v1/evaluate/evaluator_data/evaluatee_list': SURVEY_READ,
  'POST /web/v1/evaluate/person/check_code': SURVEY_TICKET,
  'POST /web/v1/evaluate/person/check_phone': SURVEY_READ,
  'POST /web/v1/evaluate/person/check_phone_name': SURVEY_READ,
  'POST /web/v1/evaluate/question/question_list': SURVEY_READ,
  'POST /api/v1/events/ticket': TICKET,
};
