import { ReviewStatus, routes } from '@zhuyun/contracts';
import type { ApiClient } from '@zhuyun/client';

/** How many of the person's units they may enter (status 3), read right after sign-in to choose where to land. */
export async function approvedUnitCount(client: ApiClient): Promise<number> {
  const { list } = await client.call(routes.getMyCompanies, { is_page: 0 });
  return list.filter((unit) => unit.status === ReviewStatus.approved).length;
}
