import { render } from '@testing-library/react';
import { memoryStore } from '@zhuyun/client';
import { FakeApi } from '../../testing/fake-api';
import { SurveyApp } from '../survey-app';
import { createSurveyServices } from '../lib/survey-services';

/** The questionnaire entry on a fake server, at `url`, with its own in-memory session store. */
export function renderSurvey(url: string, fake = new FakeApi(), signedInAs?: string) {
  window.history.replaceState(null, '', url);
  const services = createSurveyServices({ fetch: fake.fetch, store: memoryStore() });
  if (signedInAs) services.signIn(signedInAs, 'survey-token');
  const view = render(<SurveyApp services={services} />);
  return { ...view, fake, services };
}
