import { LifeBuoy } from 'lucide-react';
import { LegalPage } from '@/features/legal/components/legal-page';
import { SupportChannels } from '@/features/legal/components/support-channels';

const SECTIONS = ['responseTimes', 'hours', 'include', 'clients'] as const;

/** The Support Center (footer link): how to reach us and how fast we answer. */
export function Component() {
  return (
    <LegalPage page="support" sections={SECTIONS} icon={LifeBuoy}>
      <SupportChannels />
    </LegalPage>
  );
}
