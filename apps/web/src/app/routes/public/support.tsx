import { LifeBuoy } from 'lucide-react';
import { LegalPage, legalMeta } from '@/features/legal/components/legal-page';
import { SupportChannels } from '@/features/legal/components/support-channels';

const SECTIONS = ['responseTimes', 'hours', 'include', 'clients'] as const;

export const meta = legalMeta('support');

/** The Support Center (footer link): how to reach us and how fast we answer. */
export function Component() {
  return (
    <LegalPage page="support" sections={SECTIONS} icon={LifeBuoy}>
      <SupportChannels />
    </LegalPage>
  );
}
