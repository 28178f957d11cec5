import { carResource } from './car/car.contract';
import { stackPointResource } from './project/stack-point.contract';
import type { AnyResource } from './resource';
import { versionResource } from './version/version.contract';
import { codeTypeResource, codeValueResource } from './config/code-list.contract';
import { alarmResource, busiCateResource, newsResource, notifyResource } from './message';
import { robotResource, templateResource } from './robots';
import { customRowResource, customTableResource, readerResource, rfidResource, useRecordResource } from './device-assets';

/**
 * Every resource declared with defineResource. The generated API suite
 * (apps/server/src/platform/resource/__tests__/resources.api.test.ts) runs its checks on each, and fails while one
 * has no row there.
 */
export const resources: readonly AnyResource[] = [
  carResource,
  stackPointResource,
  versionResource,
  codeTypeResource,
  codeValueResource,
  newsResource,
  notifyResource,
  alarmResource,
  busiCateResource,
  // Devices (issue 20 item 1).
  readerResource,
  rfidResource,
  useRecordResource,
  customTableResource,
  customRowResource,
  // Inspection robots (issue 20 item 3).
  robotResource,
  templateResource,
];
