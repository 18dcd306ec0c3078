import type { Language } from '@app/contracts/site';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import {
  DateInput,
  DateTimeInput,
  formatDayInput,
  joinDateTime,
  parseDayInput,
  parseTimeInput,
  splitDateTime,
} from '../date-input';

afterEach(cleanup);

function Harness({ language, initial }: { language: Language; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider store={allTexts(language)}>
      <DateInput aria-label="Deadline" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2031-01-02')}>
        reset
      </button>
    </I18nProvider>
  );
}

describe('a day typed in the interface language', () => {
  it('writes and reads the language’s pattern', () => {
    expect(formatDayInput('2026-11-14', 'DD/MM/YYYY')).toBe('14/11/2026');
    expect(formatDayInput('2026-11-14', 'TT.MM.JJJJ')).toBe('14.11.2026');
    expect(parseDayInput('14.11.2026')).toBe('2026-11-14');
    expect(parseDayInput(' 1/2/2027 ')).toBe('2027-02-01');
    expect(parseDayInput('31.02.2027')).toBeUndefined();
    expect(parseDayInput('2027-02-01')).toBeUndefined();
    expect(parseDayInput('14.11')).toBeUndefined();
  });

  it('shows the form’s day in the language and gives back what is typed as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    render(<Harness language="az" initial="2026-11-14" />);
    const input = screen.getByLabelText('Deadline') as HTMLInputElement;
    expect(input.value).toBe('14.11.2026');
    expect(input.placeholder).toBe('GG.AA.İİİİ');
    await user.clear(input);
    expect(screen.getByTestId('value').textContent).toBe('');
    await user.type(input, '3.4.2030');
    expect(input.value).toBe('3.4.2030');
    expect(screen.getByTestId('value').textContent).toBe('2030-04-03');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(input.value).toBe('02.01.2031');
    expect(screen.getByRole('button', { name: 'Təqvimdən tarix seçin' })).toBeTruthy();
  });

  it('passes on what is not a day yet as typed, for the form to refuse', async () => {
    const user = userEvent.setup();
    render(<Harness language="en" initial="" />);
    const input = screen.getByLabelText('Deadline') as HTMLInputElement;
    expect(input.placeholder).toBe('DD/MM/YYYY');
    await user.type(input, '31/02');
    expect(screen.getByTestId('value').textContent).toBe('31/02');
    expect(input.value).toBe('31/02');
  });
});

function DateTimeHarness({ language, initial }: { language: Language; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider store={allTexts(language)}>
      <DateTimeInput aria-label="Publish date" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        clear
      </button>
    </I18nProvider>
  );
}

describe('a day and a 24-hour time typed in the interface language', () => {
  it('reads a time of day, 24-hour, and refuses what is not one', () => {
    expect(parseTimeInput('09:30')).toBe('09:30');
    expect(parseTimeInput(' 9:05 ')).toBe('09:05');
    expect(parseTimeInput('23.59')).toBe('23:59');
    expect(parseTimeInput('0:00')).toBe('00:00');
    for (const text of ['24:00', '12:60', '9:5', '930', '9:30 PM', '', 'noon']) {
      expect(parseTimeInput(text)).toBeUndefined();
    }
  });

  it('splits a moment into its day and time and joins them back', () => {
    expect(splitDateTime('2026-11-14T09:30')).toEqual({ day: '2026-11-14', time: '09:30' });
    expect(splitDateTime('')).toEqual({ day: '', time: '' });
    expect(joinDateTime({ day: '2026-11-14', time: '9:30' })).toBe('2026-11-14T09:30');
    expect(joinDateTime({ day: '', time: ' ' })).toBe('');
    // A missing or unread part stays as typed, for the form's check to refuse.
    expect(joinDateTime({ day: '2026-11-14', time: '' })).toBe('2026-11-14T');
    expect(joinDateTime({ day: '31.02.2027', time: '25:00' })).toBe('31.02.2027T25:00');
    expect(joinDateTime({ day: '', time: '09:30' })).toBe('T09:30');
  });

  it('shows the form’s moment in the language and gives back YYYY-MM-DDTHH:MM', async () => {
    const user = userEvent.setup();
    render(<DateTimeHarness language="de" initial="2026-11-14T09:30" />);
    const day = screen.getByLabelText('Publish date') as HTMLInputElement;
    const time = screen.getByLabelText('Uhrzeit') as HTMLInputElement;
    expect(day.value).toBe('14.11.2026');
    expect(time.value).toBe('09:30');
    expect(time.placeholder).toBe('HH:MM');
    await user.clear(time);
    await user.type(time, '7:05');
    expect(time.value).toBe('7:05');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-14T07:05');
    await user.clear(day);
    await user.type(day, '1.2.2030');
    expect(screen.getByTestId('value').textContent).toBe('2030-02-01T07:05');
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(day.value).toBe('');
    expect(time.value).toBe('');
  });

  it('passes on a time that is not one as typed, and empty fields as empty', async () => {
    const user = userEvent.setup();
    render(<DateTimeHarness language="az" initial="" />);
    const day = screen.getByLabelText('Publish date') as HTMLInputElement;
    const time = screen.getByLabelText('Saat') as HTMLInputElement;
    expect(time.placeholder).toBe('SS:DD');
    await user.type(day, '14.11.2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-14T');
    await user.type(time, '25:00');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-14T25:00');
    await user.clear(day);
    await user.clear(time);
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
