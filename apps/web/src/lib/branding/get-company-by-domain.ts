import { useQuery } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { companyDomain } from '../host';
import { neutralBranding, type CompanyBranding } from './defaults';

export const brandingQueryKey = ['branding'] as const;

/**
 * The company behind this domain: platform name, logo, login background and colour (spec-1 §2 Login). Shared by the
 * login page and the shell; a failed lookup falls back to neutral branding instead of an error.
 */
export function useCompanyBranding(): { branding: CompanyBranding; isLoading: boolean } {
  const client = useApiClient();
  const query = useQuery({
    queryKey: [...brandingQueryKey, companyDomain()],
    queryFn: ({ signal }) => client.call(routes.getCompanyByDomain, { company_domain: companyDomain() }, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  return { branding: query.data ?? neutralBranding, isLoading: query.isPending };
}
