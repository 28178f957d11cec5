import { ToastHost } from './components/toast';
import { SurveyPath, useLocation } from './lib/navigation';
import { SurveyServicesProvider, type SurveyServices } from './lib/survey-services';
import { QuestionsListPage } from './pages/questions-list-page';
import { VerifyPage } from './pages/verify-page';

/** The questionnaire's two paths; anything else in this entry is the verification page. */
export function SurveyApp({ services }: { services: SurveyServices }) {
  const { pathname } = useLocation();
  const onList = pathname.toLowerCase() === SurveyPath.list.toLowerCase();
  return (
    <SurveyServicesProvider services={services}>
      <ToastHost>{onList ? <QuestionsListPage /> : <VerifyPage key="verify" />}</ToastHost>
    </SurveyServicesProvider>
  );
}
