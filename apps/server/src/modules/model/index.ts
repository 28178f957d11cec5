// The model library (issue 17 items 4-5): what app.ts registers.
export { registerModelRoutes } from './model.routes';
