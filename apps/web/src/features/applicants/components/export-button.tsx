import { Download, LoaderCircle } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * An export's button: busy (a spinner, `runningLabel`) from the click until `onExport` is done.
 * It keeps that state itself, so the list beside it is not drawn again for it.
 */
export function ExportButton({
  onExport,
  disabled = false,
  label,
  runningLabel = label,
  ...button
}: {
  onExport: () => Promise<void>;
  disabled?: boolean;
  label: string;
  runningLabel?: string;
} & Pick<ComponentProps<typeof Button>, 'variant' | 'size'>) {
  const [running, setRunning] = useState(false);
  return (
    <Button
      {...button}
      onClick={() => {
        setRunning(true);
        void onExport().finally(() => setRunning(false));
      }}
      disabled={disabled || running}
      aria-busy={running || undefined}
    >
      {running ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
      {running ? runningLabel : label}
    </Button>
  );
}
