import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { registerEvalOrgRoutes } from './admin.routes';
import { registerEvalExerciseRoutes } from './exercise.routes';
import { registerEvalFileRoutes } from './file.routes';
import { registerSurveyRoutes } from './survey.routes';

/** Employee evaluation: the administration under /web/v1/evaluate/ and the public phone questionnaire. */
export function registerEvaluationRoutes(app: FastifyInstance, platform: Platform): void {
  registerEvalOrgRoutes(app, platform);
  registerEvalExerciseRoutes(app, platform);
  registerSurveyRoutes(app, platform);
  registerEvalFileRoutes(app, platform);
}
