import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './survey.css';
import { SurveyApp } from './survey-app';
import { SurveyPath, navigate } from './lib/navigation';
import { createSurveyServices } from './lib/survey-services';

// A lapsed questionnaire session (10201) goes back to verification, keeping the phone in the link.
const services = createSurveyServices({
  onSessionLost: () => navigate(`${SurveyPath.verify}${window.location.search}`, { replace: true }),
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SurveyApp services={services} />
  </StrictMode>,
);
