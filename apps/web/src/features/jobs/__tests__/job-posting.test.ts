import type { Job } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { baseSalary, jobDescriptionHtml, jobLocation, jobPosting } from '../lib/job-posting';

const job: Job = {
  id: 7,
  title: 'QA <Automation> Engineer',
  department: 'Engineering',
  location: 'Baku',
  type: 'Contract',
  level: 'Mid',
  description: '<p>Help our hub ship.</p><p>With confidence &amp; care.</p>',
  requirements: 'Playwright\nTypeScript',
  responsibilities: 'Write tests',
  benefits: null,
  salary_range: 'AZN 4,500 – 6,000 / month',
  is_active: true,
  application_deadline: '2027-06-30',
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
};

describe('a job as a JobPosting', () => {
  it('holds the fields Google requires, and those the job has', () => {
    const posting = jobPosting(job, {
      origin: 'https://site.example',
      url: 'https://site.example/careers/7',
      description: '<p>x</p>',
      language: 'en',
    });
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'QA <Automation> Engineer',
      datePosted: '2026-11-01',
      validThrough: '2027-06-30T23:59:59Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Veltrix Consulting' },
      jobLocation: { address: { addressLocality: 'Baku', addressCountry: 'AZ' } },
      baseSalary: { currency: 'AZN', value: { minValue: 4500, maxValue: 6000, unitText: 'MONTH' } },
      directApply: true,
    });
  });

  it('has no validThrough without a deadline, nor a salary it cannot read', () => {
    const posting = jobPosting(
      { ...job, application_deadline: null, salary_range: 'Competitive' },
      {
        origin: 'https://site.example',
        url: 'https://site.example/careers/7',
        description: '',
        language: 'en',
      },
    );
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it("is in the language the job is served in: the page's when translated, else English", () => {
    const on = (language: 'en' | 'de' | 'az', served: Partial<Job>) =>
      jobPosting(
        { ...job, ...served },
        { origin: 'https://site.example', url: 'https://x', description: '', language },
      ).inLanguage;
    expect(on('en', {})).toBe('en');
    expect(on('de', { lang: 'de', untranslated: ['benefits'] })).toBe('de');
    expect(on('az', { lang: 'en' })).toBe('en');
  });

  it('writes the sections as HTML, escaped', () => {
    expect(
      jobDescriptionHtml(job, {
        responsibilities: 'Tasks',
        requirements: 'Needs',
        benefits: 'Perks',
      }),
    ).toBe(
      '<p>Help our hub ship.</p><p>With confidence &amp; care.</p>' +
        '<h2>Tasks</h2><ul><li>Write tests</li></ul>' +
        '<h2>Needs</h2><ul><li>Playwright</li><li>TypeScript</li></ul>',
    );
  });
});

describe('the salary of a job', () => {
  it('reads a range or an amount, its currency by code or sign, and the period', () => {
    expect(baseSalary('AED 28,000 – 36,000 / month')).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: { '@type': 'QuantitativeValue', minValue: 28000, maxValue: 36000, unitText: 'MONTH' },
    });
    expect(baseSalary('€75,000 – 90,000 / year')?.value).toMatchObject({
      minValue: 75000,
      maxValue: 90000,
      unitText: 'YEAR',
    });
    expect(baseSalary('€75,000 – 90,000 / year')?.currency).toBe('EUR');
    expect(baseSalary('AZN 1,200 / month')?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 1200,
      unitText: 'MONTH',
    });
    expect(baseSalary('$60k–80k per year')?.value).toMatchObject({
      minValue: 60000,
      maxValue: 80000,
    });
  });

  it('gives nothing when the currency or the amount is not there', () => {
    expect(baseSalary(null)).toBeUndefined();
    expect(baseSalary('Competitive')).toBeUndefined();
    expect(baseSalary('40,000 a year')).toBeUndefined();
  });
});

describe('the place of a job', () => {
  it('knows the offices, reads "City, Country", and files remote work under the head office', () => {
    expect(jobLocation('Berlin')).toEqual({
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
    });
    expect(jobLocation('Sharjah, United Arab Emirates').jobLocation.address).toMatchObject({
      addressLocality: 'Sharjah',
      addressCountry: 'AE',
    });
    expect(jobLocation('Lisbon, Portugal').jobLocation.address.addressCountry).toBe('Portugal');
    expect(jobLocation('Remote')).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      jobLocation: { address: { addressLocality: 'Dubai', addressCountry: 'AE' } },
    });
  });

  it('knows them as translations write them', () => {
    expect(jobLocation('Bakı').jobLocation.address).toMatchObject({
      addressLocality: 'Bakı',
      addressCountry: 'AZ',
    });
    expect(
      jobLocation('Schardscha, Vereinigte Arabische Emirate').jobLocation.address,
    ).toMatchObject({ addressCountry: 'AE' });
    expect(jobLocation('Hamburg, DE').jobLocation.address.addressCountry).toBe('DE');
    expect(jobLocation('Uzaqdan')).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
  });
});
