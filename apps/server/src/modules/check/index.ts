/** What other modules may use of check configuration: nothing yet beyond registration. */
export { registerCheckRoutes } from './check.routes';
