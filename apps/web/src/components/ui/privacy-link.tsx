import { Link, type LinkProps } from '@/lib/router';
import { cn } from '@/lib/utils';

/** The link to the privacy policy that ends a form's consent line or a privacy notice. */
export function PrivacyLink({ className, ...props }: Omit<LinkProps, 'to'>) {
  return (
    <Link
      to="/privacy"
      className={cn(
        'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100 dark:hover:text-white',
        className,
      )}
      {...props}
    />
  );
}
