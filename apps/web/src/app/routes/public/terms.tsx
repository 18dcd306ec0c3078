import { FileText } from 'lucide-react';
import { LegalPage, legalMeta } from '@/features/legal/components/legal-page';

const SECTIONS = [
  'acceptance',
  'use',
  'content',
  'information',
  'links',
  'liability',
  'law',
  'changes',
] as const;

export const meta = legalMeta('terms');

/** The Terms of Service (footer link): use of the site, content, liability, UAE law. */
export function Component() {
  return <LegalPage page="terms" sections={SECTIONS} icon={FileText} dated />;
}
