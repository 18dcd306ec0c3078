import { describe, expect, it } from 'vitest';
import {
  buildExportRows,
  EXPORT_COLUMNS,
  EXPORT_SHEET_NAME,
  exportFileName,
  spreadsheetDate,
} from '../lib/export-rows';
import { application } from './fixtures';

describe('the applicants export', () => {
  it('names the file from the job title, spaces as underscores, or Job without one', () => {
    expect(exportFileName('Senior Full-Stack Engineer')).toBe(
      'Senior_Full-Stack_Engineer_Applicants.xlsx',
    );
    expect(exportFileName('  QA   Lead ')).toBe('QA_Lead_Applicants.xlsx');
    expect(exportFileName('')).toBe('Job_Applicants.xlsx');
    expect(exportFileName(undefined)).toBe('Job_Applicants.xlsx');
  });

  it('has the sheet and the ten columns of the spec, in order, then the source', () => {
    expect(EXPORT_SHEET_NAME).toBe('Applicants');
    expect(EXPORT_COLUMNS).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Status',
      'Applied At',
      'Cover Letter',
      'Resume URL',
      'LinkedIn',
      'Portfolio',
      'UTM Source',
      'UTM Medium',
      'UTM Campaign',
      'Referrer',
    ]);
  });

  it('writes one row per application, in the order given, with empty cells for what is missing', () => {
    const rows = buildExportRows([
      application(1, {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        phone: '+971 4 000',
        status: 'accepted',
        applied_at: '2026-03-10T09:30:00.000Z',
        cover_letter: 'Hello\nteam',
        resume_url: 'https://cv.example.com/grace.pdf',
        linkedin_url: 'https://www.linkedin.com/in/grace',
        portfolio_url: 'https://grace.dev',
        source: {
          utm_source: 'linkedin',
          utm_campaign: 'spring',
          referrer: 'https://www.linkedin.com/',
        },
      }),
      application(2, { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com' }),
    ]);
    expect(rows).toEqual([
      [
        'Grace',
        'Hopper',
        'grace@example.com',
        '+971 4 000',
        'accepted',
        spreadsheetDate('2026-03-10T09:30:00.000Z'),
        'Hello\nteam',
        'https://cv.example.com/grace.pdf',
        'https://www.linkedin.com/in/grace',
        'https://grace.dev',
        'linkedin',
        null,
        'spring',
        'https://www.linkedin.com/',
      ],
      [
        'Alan',
        'Turing',
        'alan@example.com',
        null,
        'pending',
        spreadsheetDate('2026-03-10T09:00:00.000Z'),
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
    ]);
    expect(rows[0]).toHaveLength(EXPORT_COLUMNS.length);
  });

  it('cuts the cover letter to 500 characters, never halfway through an emoji', () => {
    const [long] = buildExportRows([application(1, { cover_letter: 'x'.repeat(501) })]);
    expect(long![6]).toBe('x'.repeat(500));
    const [exact] = buildExportRows([application(1, { cover_letter: 'y'.repeat(500) })]);
    expect(exact![6]).toBe('y'.repeat(500));
    const [emoji] = buildExportRows([application(1, { cover_letter: '🚀'.repeat(600) })]);
    expect(Array.from(emoji![6] as string)).toHaveLength(500);
    expect(emoji![6]).toBe('🚀'.repeat(500));
  });

  it('writes the applied moment as the local wall-clock time of a spreadsheet date', () => {
    const stamp = '2026-03-10T09:30:15.000Z';
    const local = new Date(stamp);
    const cell = spreadsheetDate(stamp) as Date;
    expect(cell).toBeInstanceOf(Date);
    expect([cell.getUTCFullYear(), cell.getUTCMonth(), cell.getUTCDate()]).toEqual([
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
    ]);
    expect([cell.getUTCHours(), cell.getUTCMinutes(), cell.getUTCSeconds()]).toEqual([
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ]);
    expect(spreadsheetDate('not a date')).toBe('not a date');
  });
});
