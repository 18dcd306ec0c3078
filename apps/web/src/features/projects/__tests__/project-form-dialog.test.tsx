import type { Project } from '@app/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { createQueryClient } from '@/lib/query-client';
import { ProjectFormDialog } from '../components/manager/project-form-dialog';

const project: Project = {
  id: 3,
  name: 'Harbour Portal',
  description: 'Port logistics in one place.',
  technologies: ['Go'],
  status: 'active',
  start_date: null,
  end_date: null,
  order: null,
  photo_url: null,
  photo_media: null,
  category: 'Logistics',
  gradient: null,
  features: 'Berth booking\nCustoms status',
  challenge: null,
  solution: null,
  results: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  translations: { de: { name: 'Hafenportal' } },
};

beforeAll(() => {
  // Radix measures some of its parts; jsdom has no layout to observe.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let answer: (body: unknown) => Response;
let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  answer = (body) => Response.json({ ...project, ...(body as object) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body: unknown = JSON.parse(String(init?.body));
      bodies.push(body);
      return answer(body);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  render(
    <I18nProvider store={allTexts('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <ProjectFormDialog open project={project} onOpenChange={() => {}} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.getByRole('dialog');
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the project dialog in three languages', () => {
  it('shows the languages as tabs, English first, marking the one with nothing written', async () => {
    const dialog = renderDialog();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((element) => element.textContent)).toEqual([
      'English',
      'Deutsch',
      'Azərbaycanca(not translated yet)',
    ]);
    expect(within(dialog).getByRole('tablist').getAttribute('aria-label')).toBe('Languages');
    expect(tab(/^English/).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByLabelText(/^Project Name/)).toHaveProperty(
      'value',
      'Harbour Portal',
    );

    // Arrow keys move between the tabs, each showing its panel.
    const user = userEvent.setup();
    tab(/^English/).focus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/^Deutsch/).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab(/^Deutsch/).id);
    const name = within(panel).getByLabelText('Project Name');
    expect(name).toHaveProperty('value', 'Hafenportal');
    expect(name.getAttribute('lang')).toBe('de');
    // The English text stands beside the field, and describes it.
    const english = document.getElementById(name.getAttribute('aria-describedby')!);
    expect(english?.textContent).toBe('English: Harbour Portal');
    expect(english?.getAttribute('lang')).toBe('en');
  });

  it('copies the English into the empty fields only, and saves each language', async () => {
    const dialog = renderDialog();
    const user = userEvent.setup();
    await user.click(tab(/^Deutsch/));
    await user.click(within(dialog).getByRole('button', { name: 'Copy English' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByLabelText('Project Name')).toHaveProperty('value', 'Hafenportal');
    expect(within(panel).getByLabelText('Description')).toHaveProperty(
      'value',
      'Port logistics in one place.',
    );
    expect(within(panel).getByLabelText('Category')).toHaveProperty('value', 'Logistics');

    await user.click(tab(/^Azərbaycanca/));
    await user.type(
      within(screen.getByRole('tabpanel')).getByLabelText('Project Name'),
      'Liman portalı',
    );
    // Written in, the language is no longer marked as missing.
    expect(tab(/^Azərbaycanca/).textContent).toBe('Azərbaycanca');

    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Harbour Portal',
      translations: {
        de: {
          name: 'Hafenportal',
          description: 'Port logistics in one place.',
          category: 'Logistics',
        },
        az: { name: 'Liman portalı', description: null, category: null },
      },
    });
  });

  it('sends a language emptied as null, which removes it', async () => {
    const dialog = renderDialog();
    const user = userEvent.setup();
    await user.click(tab(/^Deutsch/));
    await user.clear(within(screen.getByRole('tabpanel')).getByLabelText('Project Name'));
    expect(tab(/^Deutsch/).textContent).toBe('Deutsch(not translated yet)');
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ translations: { de: null, az: null } });
  });

  it('edits the story in English and in each translation, features one per line', async () => {
    const dialog = renderDialog();
    const user = userEvent.setup();
    const features = within(dialog).getByLabelText('Key Features');
    expect(features.tagName).toBe('TEXTAREA');
    expect(features).toHaveProperty('value', 'Berth booking\nCustoms status');
    expect(
      within(dialog).getByText(
        'One feature per line. Leave empty to hide the section on the project page.',
      ),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Challenge'), 'Paper forms at the gate');
    expect(within(dialog).getByLabelText('Solution').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByLabelText('Results & Impact').tagName).toBe('TEXTAREA');

    await user.click(tab(/^Deutsch/));
    const panel = screen.getByRole('tabpanel');
    const german = within(panel).getByLabelText('Key Features');
    expect(german.tagName).toBe('TEXTAREA');
    await user.type(german, 'Liegeplatzbuchung{Enter}Zollstatus');
    await user.type(within(panel).getByLabelText('Results & Impact'), 'Kürzere Wartezeiten');

    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      features: 'Berth booking\nCustoms status',
      challenge: 'Paper forms at the gate',
      solution: null,
      results: null,
      translations: {
        de: {
          name: 'Hafenportal',
          features: 'Liegeplatzbuchung\nZollstatus',
          challenge: null,
          results: 'Kürzere Wartezeiten',
        },
        az: null,
      },
    });
  });

  it('opens the tab of an invalid translated field on save, sending nothing', async () => {
    const dialog = renderDialog();
    const user = userEvent.setup();
    await user.click(tab(/^Deutsch/));
    const name = within(screen.getByRole('tabpanel')).getByLabelText('Project Name');
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(201));
    await user.click(tab(/^English/));

    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(tab(/^Deutsch/).getAttribute('aria-selected')).toBe('true'));
    expect(tab(/^Deutsch/).textContent).toBe('Deutsch(has errors)');
    const invalid = within(screen.getByRole('tabpanel')).getByLabelText('Project Name');
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(invalid);
    expect(within(dialog).getByText('Please use at most 200 characters.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("puts the server's refusal of a translated field on that field, in its tab", async () => {
    answer = () =>
      Response.json(
        { detail: 'Invalid request: body.translations.az.name: The name is not allowed' },
        { status: 400 },
      );
    const dialog = renderDialog();
    const user = userEvent.setup();
    await user.click(tab(/^Azərbaycanca/));
    await user.type(within(screen.getByRole('tabpanel')).getByLabelText('Project Name'), 'Liman');
    await user.click(tab(/^English/));
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));

    await waitFor(() => expect(tab(/^Azərbaycanca/).getAttribute('aria-selected')).toBe('true'));
    expect(tab(/^Azərbaycanca/).textContent).toBe('Azərbaycanca(has errors)');
    const name = within(screen.getByRole('tabpanel')).getByLabelText('Project Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Please check this value.')).toBeTruthy();
    // The server's own words stay in the dialog.
    expect(within(dialog).getByTestId('project-dialog-error').textContent).toContain(
      'body.translations.az.name',
    );
  });
});
