import { ShieldCheck } from 'lucide-react';
import {
  privacyPeriodsQueryOptions,
  usePrivacyPeriods,
} from '@/features/legal/api/get-privacy-periods';
import { LegalPage, legalMeta } from '@/features/legal/components/legal-page';
import type { PageContext } from '@/lib/page-meta';

const SECTIONS = [
  'controller',
  'collect',
  'purposes',
  'retention',
  'sharing',
  'rights',
  'security',
  'changes',
] as const;

/** Until the periods are read (they are on the server's page already): a placeholder. */
const UNKNOWN = '…';

export const prefetch = ({ queryClient }: PageContext) =>
  queryClient.prefetchQuery(privacyPeriodsQueryOptions());

export const meta = legalMeta('privacy');

/**
 * The Privacy Policy (footer link): what the site collects, why, how long (the retention
 * periods as the server is set up), and your rights.
 */
export function Component() {
  const periods = usePrivacyPeriods().data;
  return (
    <LegalPage
      page="privacy"
      sections={SECTIONS}
      icon={ShieldCheck}
      dated
      values={{
        applications: periods?.applications ?? UNKNOWN,
        rejected: periods?.rejected ?? UNKNOWN,
        contact: periods?.contact ?? UNKNOWN,
        chat: periods?.chat ?? UNKNOWN,
        mail: periods?.mail ?? UNKNOWN,
      }}
    />
  );
}
