import type { Project } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { MemoryRouter } from '@/lib/router';
import { ProjectDetail } from '../components/project-detail';

afterEach(cleanup);

/** A project with its whole story, read in German: the features and results still English. */
const project: Project = {
  id: 4,
  name: 'PeopleClock',
  description: 'Zeiterfassung für Büro, Außendienst und Schichtbetrieb.',
  technologies: ['Vue.js', 'Flutter'],
  status: 'completed',
  start_date: '2023-06-01',
  end_date: '2024-09-30',
  order: 3,
  photo_url: null,
  photo_media: null,
  category: 'HR-Tech',
  gradient: null,
  features: 'Mobile clock-in\n\n  Leave requests  \nPayroll export',
  challenge: 'Stundenzettel auf Papier an 40 Standorten.',
  solution: 'Eine App mit Offline-Modus.',
  results: 'Payroll in one day instead of five.',
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  lang: 'de',
  untranslated: ['features', 'results'],
};

const renderOn = (language: Language, item: Project) =>
  render(
    <I18nProvider store={allTexts(language)}>
      <MemoryRouter>
        <ProjectDetail project={item} />
      </MemoryRouter>
    </I18nProvider>,
  );

/** The titles of the page's sections (level-2 headings), in order. */
const sections = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const section = (title: string) => screen.getByRole('region', { name: title }) as HTMLElement;

describe('the project page', () => {
  it('shows the description, then each story field in its own section, features as a list', () => {
    renderOn('en', { ...project, lang: undefined, untranslated: undefined });
    expect(sections()).toEqual([
      'About the Project',
      'Key Features',
      'Challenges',
      'Our Solution',
      'Results & Impact',
      'Project Info',
      'Planning something similar?',
    ]);
    const features = within(section('Key Features')).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual([
      'Mobile clock-in',
      'Leave requests',
      'Payroll export',
    ]);
    expect(section('Challenges').textContent).toContain(project.challenge);
    expect(section('Our Solution').textContent).toContain(project.solution);
    expect(section('Results & Impact').textContent).toContain(project.results);
    // The description appears once, in its own section; no "Order: …" any more.
    expect(screen.getAllByText(project.description!)).toHaveLength(1);
    expect(screen.queryByText(/Order:/)).toBeNull();
  });

  it('hides each story section with nothing of its own', () => {
    renderOn('en', {
      ...project,
      description: null,
      features: ' \n ',
      challenge: '   ',
      solution: 'Only a solution.',
      results: null,
      lang: undefined,
      untranslated: undefined,
    });
    expect(sections()).toEqual(['Our Solution', 'Project Info', 'Planning something similar?']);
  });

  it('shows the description and the facts alone when the project has no story', () => {
    renderOn('en', {
      ...project,
      features: null,
      challenge: null,
      solution: null,
      results: null,
      lang: undefined,
      untranslated: undefined,
    });
    expect(sections()).toEqual([
      'About the Project',
      'Project Info',
      'Planning something similar?',
    ]);
    expect(screen.getAllByText(project.description!)).toHaveLength(1);
    const info = section('Project Info');
    expect(info.textContent).toContain('completed');
    expect(info.textContent).toContain('30 Sept 2024');
    expect(within(info).getByText('Flutter')).toBeTruthy();
  });

  it('says a description will follow when the project has neither description nor story', () => {
    renderOn('en', {
      ...project,
      description: '  ',
      features: null,
      challenge: null,
      solution: null,
      results: null,
      lang: undefined,
      untranslated: undefined,
    });
    expect(sections()[0]).toBe('About the Project');
    expect(
      within(section('About the Project')).getByText(
        'A description of this project will follow soon.',
      ),
    ).toBeTruthy();
  });

  it('marks the story fields served in English with lang="en" on a German page', () => {
    renderOn('de', project);
    expect(sections().slice(0, 5)).toEqual([
      'Über das Projekt',
      'Hauptfunktionen',
      'Herausforderungen',
      'Unsere Lösung',
      'Ergebnisse & Wirkung',
    ]);
    expect(within(section('Hauptfunktionen')).getByRole('list').getAttribute('lang')).toBe('en');
    expect(screen.getByText(project.results!).getAttribute('lang')).toBe('en');
    expect(screen.getByText(project.challenge!).getAttribute('lang')).toBeNull();
    expect(screen.getByText(project.solution!).getAttribute('lang')).toBeNull();
    expect(screen.getByText(project.description!).getAttribute('lang')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(
      'Teile dieser Seite sind nur auf Englisch verfügbar',
    );
  });
});
