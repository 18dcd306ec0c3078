import type { PrivacyPeriods } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /privacy/periods: the retention periods in days, as the privacy policy states them. */
export const getPrivacyPeriods = () => api<PrivacyPeriods>('/privacy/periods');

export const privacyPeriodsQueryOptions = () =>
  queryOptions({ queryKey: ['privacy', 'periods'], queryFn: getPrivacyPeriods });

export const usePrivacyPeriods = () => useQuery(privacyPeriodsQueryOptions());
