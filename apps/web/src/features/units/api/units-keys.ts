/** Query keys of the units feature: invalidating ['units'] refreshes My units after a join or a new unit. */
export const unitsKeys = {
  all: ['units'] as const,
  page: (page: number) => ['units', 'mine', page] as const,
  everything: ['units', 'mine', 'all'] as const,
  detail: (orgId: string) => ['units', 'detail', orgId] as const,
  businessTypes: ['units', 'business-types'] as const,
};
