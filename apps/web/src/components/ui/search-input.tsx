import { Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/** A list's search box: a magnifier, the label read out (not shown) and a placeholder. */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** The box's width (a list's search is at most 20 rem wide on wider screens). */
  className?: string;
}) {
  return (
    <div className={cn('relative w-full min-w-0 sm:max-w-xs', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}
