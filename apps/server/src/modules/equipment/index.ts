// The lift-equipment register (issue 18 item 4: /liftEquip); app.ts registers it.
export { registerLiftEquipRoutes } from './lift-equip.routes';
