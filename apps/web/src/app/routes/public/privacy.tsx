import { ShieldCheck } from 'lucide-react';
import { LegalPage, legalMeta } from '@/features/legal/components/legal-page';

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

export const meta = legalMeta('privacy');

/** The Privacy Policy (footer link): what the site collects, why, how long, and your rights. */
export function Component() {
  return <LegalPage page="privacy" sections={SECTIONS} icon={ShieldCheck} dated />;
}
