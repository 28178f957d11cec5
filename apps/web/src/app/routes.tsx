import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BootSpinner } from './boot-spinner';
import { lazyPage } from './lazy-page';
import { RequireSession } from './require-session';

/*
 * The route table of spec-2 §2.2–2.3 built so far. Every page loads on demand, so /login's first load carries no
 * shell code. Declarative routes: the data router's loaders are not used, and it would add ≈18 kB gzip to /login.
 */
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const AppLayout = lazyPage(() => import('../shell/app-layout'), 'AppLayout');
const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const ErrorPage = lazyPage(() => import('../features/status/pages/error-page'), 'ErrorPage');
const UnderDevelopmentPage = lazyPage(() => import('../features/status/pages/under-development-page'), 'UnderDevelopmentPage');
const ElecSandTablePage = lazyPage(() => import('../features/dashboard/pages/elec-sand-table-page'), 'ElecSandTablePage');
const MyUnitsPage = lazyPage(() => import('../features/units/pages/my-units-page'), 'MyUnitsPage');
const AddOrLookPage = lazyPage(() => import('../features/units/pages/add-or-look-page'), 'AddOrLookPage');
const AccountReviewPage = lazyPage(() => import('../features/unit-review/pages/account-review-page'), 'AccountReviewPage');
const CompanyListPage = lazyPage(() => import('../features/unit-review/pages/company-list-page'), 'CompanyListPage');
const BusinessSystemAppPage = lazyPage(() => import('../features/systems/pages/business-system-app-page'), 'BusinessSystemAppPage');
const CompanyApplyReviewPage = lazyPage(() => import('../features/applications/pages/company-apply-review-page'), 'CompanyApplyReviewPage');
const SystemAuthReviewPage = lazyPage(() => import('../features/systems/pages/system-auth-review-page'), 'SystemAuthReviewPage');
const ComponentListPage = lazyPage(() => import('../features/component/pages/component-list-page'), 'ComponentListPage');
const QrcodeListPage = lazyPage(() => import('../features/component/pages/qrcode-list-page'), 'QrcodeListPage');
const ProjectListPage = lazyPage(() => import('../features/project/pages/project-list-page'), 'ProjectListPage');
const CarListPage = lazyPage(() => import('../features/car/pages/car-list-page'), 'CarListPage');
const ComponentDetailPage = lazyPage(() => import('../features/component/pages/component-detail-page'), 'ComponentDetailPage');
const YardListPage = lazyPage(() => import('../features/project/pages/yard-list-page'), 'YardListPage');
const ProjectDetailPage = lazyPage(() => import('../features/project/pages/project-detail-page'), 'ProjectDetailPage');
const EvaResultsPage = lazyPage(() => import('../features/evaluation/pages/results-page'), 'ResultsPage');
const EvaExercisesPage = lazyPage(() => import('../features/evaluation/pages/exercises-page'), 'ExercisesPage');
const EvaPersonsPage = lazyPage(() => import('../features/evaluation/pages/persons-page'), 'PersonsPage');
const EvaQuestionsPage = lazyPage(() => import('../features/evaluation/pages/questions-page'), 'QuestionsPage');
const OrganizationFrameworkPage = lazyPage(() => import('../features/organisation/pages/organization-framework-page'), 'OrganizationFrameworkPage');
const AccountListPage = lazyPage(() => import('../features/organisation/pages/account-list-page'), 'AccountListPage');
const UserManagePage = lazyPage(() => import('../features/organisation/pages/user-manage-page'), 'UserManagePage');
const EvaAssignmentsPage = lazyPage(() => import('../features/evaluation/pages/assignments-page'), 'AssignmentsPage');
const EvaOrgPage = lazyPage(() => import('../features/evaluation/pages/org-page'), 'OrgPage');
const OperaProjectPage = lazyPage(() => import('../features/project/pages/opera-project-page'), 'OperaProjectPage');
const ProjectMapPage = lazyPage(() => import('../features/project/pages/project-map-page'), 'ProjectMapPage');
// Menus and permissions (issue 4).
const MenuManagementPage = lazyPage(() => import('../features/menus/pages/menu-management-page'), 'MenuManagementPage');
const PermissionTemplatePage = lazyPage(() => import('../features/permissions/pages/permission-template-page'), 'PermissionTemplatePage');
// Third-party login's callback and the token hand-over: ways in, so outside the session guard.
const BlankPage = lazyPage(() => import('../features/auth/pages/blank-page'), 'BlankPage');
const HandoverPage = lazyPage(() => import('../features/auth/pages/handover-page'), 'HandoverPage');
const MicroRoute = lazyPage(() => import('../shell/micro/micro-route'), 'MicroRoute');
// The sub-app prefixes (shell/micro/micro-manifest.ts MICRO_PREFIXES, kept out of /login's first load; a unit test
// keeps the two lists equal).
const MICRO_ROUTE_PREFIXES = ['/storeMicro', '/intecons', '/balance', '/score', '/hammer', '/ass', '/labor'];

export { MICRO_ROUTE_PREFIXES };

export function AppRoutes() {
  return (
    <Suspense fallback={<BootSpinner />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/blankPage" element={<BlankPage />} />
        <Route path="/redirect" element={<HandoverPage />} />
        <Route element={<RequireSession />}>
          <Route path="/elecSandTable" element={<ElecSandTablePage />} />
          <Route path="/workbenchMyUnit" element={<MyUnitsPage />} />
          <Route path="/workbenchAddOrLookCom" element={<AddOrLookPage />} />
          <Route path="/workbenchBusinessSystemApp" element={<BusinessSystemAppPage />} />
          <Route element={<AppLayout />}>
            <Route path="/homepage" element={<HomePage />} />
            <Route path="/accountReview" element={<AccountReviewPage />} />
            <Route path="/companyList" element={<CompanyListPage />} />
            <Route path="/applicationMarketManage" element={<SystemAuthReviewPage />} />
            <Route path="/AuditInformation" element={<CompanyApplyReviewPage />} />
            <Route path="/componList" element={<ComponentListPage />} />
            <Route path="/QrcodeList" element={<QrcodeListPage />} />
            <Route path="/ProjectList" element={<ProjectListPage />} />
            <Route path="/carList" element={<CarListPage />} />
            <Route path="/componentDetails" element={<ComponentDetailPage />} />
            <Route path="/yardList" element={<YardListPage />} />
            <Route path="/projectYardList" element={<YardListPage />} />
            <Route path="/projectDetail" element={<ProjectDetailPage />} />
            <Route path="/eva/results" element={<EvaResultsPage />} />
            <Route path="/eva/exercises" element={<EvaExercisesPage />} />
            <Route path="/eva/persons" element={<EvaPersonsPage />} />
            <Route path="/eva/questions" element={<EvaQuestionsPage />} />
            <Route path="/organizationFramework" element={<OrganizationFrameworkPage />} />
            <Route path="/accountList" element={<AccountListPage />} />
            <Route path="/userManage" element={<UserManagePage />} />
            <Route path="/eva/assignments" element={<EvaAssignmentsPage />} />
            <Route path="/eva/org" element={<EvaOrgPage />} />
            <Route path="/operaProject" element={<OperaProjectPage />} />
            <Route path="/ProjectMap" element={<ProjectMapPage />} />
            {/* Menus and permissions (issue 4). */}
            <Route path="/menuManagement" element={<MenuManagementPage />} />
            <Route path="/permissionTemplate" element={<PermissionTemplatePage />} />
            {MICRO_ROUTE_PREFIXES.map((prefix) => (
              <Route key={prefix} path={`${prefix}/*`} element={<MicroRoute />} />
            ))}
            <Route path="/error" element={<ErrorPage />} />
            <Route path="/building" element={<UnderDevelopmentPage />} />
            <Route path="*" element={<UnderDevelopmentPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
