import type { Language } from '@app/contracts/site';
import { cleanup, render } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { JobBadges } from '@/features/jobs/components/job-badges';
import { ProjectCategory } from '@/features/projects/components/project-category';
import { TechnologyBadges } from '@/features/projects/components/technology-badges';
import { englishContent } from '../content-language';

afterEach(cleanup);

const renderOn = (language: Language, element: React.ReactNode) =>
  render(
    <I18nProvider store={allTexts(language)}>
      <div lang={language}>{element}</div>
    </I18nProvider>,
  );

/** What CSS `text-transform: uppercase` shows: the text capitalised by its element's language. */
const capitalised = (element: Element) =>
  (element.textContent ?? '').toLocaleUpperCase(element.closest('[lang]')!.getAttribute('lang')!);

describe('English content on German and Azerbaijani pages', () => {
  it('is marked English, on those pages only', () => {
    expect(englishContent('az')).toBe('en');
    expect(englishContent('de')).toBe('en');
    expect(englishContent('en')).toBeUndefined();
  });

  it('capitalises an English category as English, never "SCHEDULİNG" (the back office)', () => {
    const { container } = renderOn(
      'az',
      <ProjectCategory project={{ category: 'Scheduling SaaS' }} lang={englishContent('az')} />,
    );
    const eyebrow = container.querySelector('[data-slot="eyebrow"]')!;
    expect(eyebrow.className).toContain('uppercase');
    expect(capitalised(eyebrow)).toBe('SCHEDULING SAAS');
  });

  it('capitalises a category served in English on an Azerbaijani page as English', () => {
    const { container } = renderOn(
      'az',
      <ProjectCategory project={{ category: 'Banking App Redesign', lang: 'en' }} />,
    );
    expect(capitalised(container.querySelector('[data-slot="eyebrow"]')!)).toBe(
      'BANKING APP REDESIGN',
    );
  });

  it('capitalises a translated category in its own language', () => {
    const { container } = renderOn(
      'az',
      <ProjectCategory project={{ category: 'İstedad platforması', lang: 'az' }} />,
    );
    expect(capitalised(container.querySelector('[data-slot="eyebrow"]')!)).toBe(
      'İSTEDAD PLATFORMASI',
    );
  });

  it('marks technology names and a job’s department English', () => {
    const { container } = renderOn(
      'az',
      <>
        <TechnologyBadges technologies={['Kubernetes', 'Tailwind CSS']} />
        <JobBadges job={{ department: 'Engineering', type: 'Full-time', level: 'Senior' }} />
      </>,
    );
    const english = [...container.querySelectorAll('[lang="en"]')].map((item) => item.textContent);
    expect(english).toEqual(['Kubernetes', 'Tailwind CSS', 'Engineering']);
    for (const badge of container.querySelectorAll('[lang="en"]')) {
      expect(capitalised(badge)).not.toContain('İ');
    }
  });
});
