import type { Language } from '@app/contracts/site';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { DateInput, formatDayInput, parseDayInput } from '../date-input';

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
