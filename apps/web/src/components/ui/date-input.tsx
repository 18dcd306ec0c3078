import { CalendarDays } from 'lucide-react';
import type * as React from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { cn } from '@/lib/utils';
import { Input } from './input';

/**
 * A calendar day as the interface language writes it (`14/11/2026`, `14.11.2026`): day, month
 * and year in the order of the language's pattern (`DD/MM/YYYY`), with its separator.
 */
export function formatDayInput(iso: string, pattern: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const separator = pattern.charAt(2);
  return [match[3], match[2], match[1]].join(separator);
}

/** A typed day (`14.11.2026`, `14/11/2026`, `1-2-2027`) as `2026-11-14`; undefined if not a day. */
export function parseDayInput(text: string): string | undefined {
  const match = /^\s*(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A typed time of day, 24-hour (`9:30`, `09.30`), as `09:30`; undefined if not a time. */
export function parseTimeInput(text: string): string | undefined {
  const match = /^\s*(\d{1,2})\s*[:.]\s*(\d{2})\s*$/.exec(text);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** A day (`YYYY-MM-DD`, or as typed) and a time of day (as typed). */
type DayAndTime = { day: string; time: string };

/** A `YYYY-MM-DDTHH:MM` value as its day and its time; '' as two empty parts. */
export function splitDateTime(value: string): DayAndTime {
  const at = value.indexOf('T');
  return at < 0 ? { day: value, time: '' } : { day: value.slice(0, at), time: value.slice(at + 1) };
}

/**
 * A day and a typed time as one `YYYY-MM-DDTHH:MM` value; '' when both are empty. A part that
 * is missing or not read stays as typed (`2026-11-14T`, `2026-11-14T25:00`), for the form's
 * check to refuse.
 */
export function joinDateTime({ day, time }: DayAndTime): string {
  const clock = time.trim() === '' ? '' : (parseTimeInput(time) ?? time);
  return day === '' && clock === '' ? '' : `${day}T${clock}`;
}

type DateInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The day as `YYYY-MM-DD`, or '' (or what was typed, while it is not a day yet). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A day typed in the interface language's pattern, with a button that opens the browser's
 * calendar. A browser's own date field writes the day in the browser's language (`11/14/2026`
 * in an English Chromium), whatever the page's. The value is `YYYY-MM-DD`; what is typed and
 * not yet a day is passed on as typed, for the form's check to refuse.
 */
export function DateInput({ value, onChange, className, disabled, ref, ...props }: DateInputProps) {
  const { t } = useTranslation();
  const pattern = t('common.datePattern');
  const picker = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(value);
  // The form's value changes from outside (a reset, the calendar): the field shows it.
  const shown = parseDayInput(typed) === value || typed === value ? typed : value;
  const text = /^\d{4}-\d{2}-\d{2}$/.test(shown) ? formatDayInput(shown, pattern) : shown;

  return (
    <div className={cn('relative', className)}>
      <Input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={pattern}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value;
          setTyped(next);
          onChange(next.trim() === '' ? '' : (parseDayInput(next) ?? next));
        }}
        className="pr-10"
        {...props}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => picker.current?.showPicker()}
        aria-label={t('common.chooseDate')}
        className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-50"
      >
        <CalendarDays aria-hidden className="size-4" />
      </button>
      {/* The browser's calendar, opened by the button; the field above shows its choice. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={parseDayInput(text) ?? ''}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(event.target.value);
        }}
        className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
      />
    </div>
  );
}

type DateTimeInputProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** The moment as `YYYY-MM-DDTHH:MM` (local time), or '' (or what was typed, while it is not one). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A day (`DateInput`) and a 24-hour time (`HH:MM`) side by side, as one `YYYY-MM-DDTHH:MM`
 * value: the browser's own date-and-time field writes both in the browser's language
 * (`11/14/2026, 09:30 AM`). The id and ARIA state go to the day; the time has its own label.
 */
export function DateTimeInput({ value, onChange, className, ...day }: DateTimeInputProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(() => splitDateTime(value));
  // The form's value changes from outside (a reset): the fields show it.
  const parts = joinDateTime(typed) === value ? typed : splitDateTime(value);
  const change = (next: DayAndTime) => {
    setTyped(next);
    onChange(joinDateTime(next));
  };

  return (
    <div className={cn('flex gap-2', className)}>
      <DateInput
        {...day}
        value={parts.day}
        onChange={(next) => change({ ...parts, day: next })}
        className="min-w-0 flex-1"
      />
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('common.time')}
        placeholder={t('common.timePattern')}
        value={parts.time}
        disabled={day.disabled}
        onBlur={day.onBlur}
        aria-invalid={day['aria-invalid']}
        aria-describedby={day['aria-describedby']}
        onChange={(event) => change({ ...parts, time: event.target.value })}
        className="w-20 shrink-0"
      />
    </div>
  );
}
