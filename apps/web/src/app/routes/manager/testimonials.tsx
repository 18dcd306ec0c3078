import { RequireArea } from '@/components/layouts/manager/require-area';
import { TestimonialsManagement } from '@/features/testimonials/components/manager/testimonials-management';

/** /manager/testimonials: Testimonials, for the roles of the 'content' area (as Team Members). */
export function Component() {
  return (
    <RequireArea area="content">
      <TestimonialsManagement />
    </RequireArea>
  );
}
