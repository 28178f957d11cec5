// The kit's paste helper (packages/ui/src/testing/fill.ts): one for the kit's tests and the app's.
export { fill } from '@zhuyun/ui/testing/fill';
