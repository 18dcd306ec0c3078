import type { Project } from '@app/contracts';
import type { TFunction } from '@/i18n';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  emptyProjectForm,
  parseTechnologies,
  ProjectFormSchema,
  type ProjectFormValues,
  projectFieldError,
  projectToFormValues,
} from '../project-form';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

const form = (values: Partial<ProjectFormValues>): ProjectFormValues => ({
  ...emptyProjectForm,
  name: 'Harbour Portal',
  ...values,
});

const issuesOf = (values: ProjectFormValues) => {
  const result = ProjectFormSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.code]);
};

describe('the project form', () => {
  it('reads technologies as a comma-separated list, trimmed, with blanks dropped', () => {
    expect(parseTechnologies('Go, , Rust ')).toEqual(['Go', 'Rust']);
    expect(parseTechnologies('  ')).toEqual([]);
    expect(parseTechnologies('React, Node.js, PostgreSQL')).toEqual([
      'React',
      'Node.js',
      'PostgreSQL',
    ]);
  });

  it('sends the whole record: empty texts unset, the order a number, status planning by default', () => {
    const result = ProjectFormSchema.parse(
      form({ technologies: 'Go, , Rust ', order: '7', start_date: '2026-01-05' }),
    );
    expect(result).toEqual({
      name: 'Harbour Portal',
      description: null,
      technologies: ['Go', 'Rust'],
      status: 'planning',
      start_date: '2026-01-05',
      end_date: null,
      order: 7,
      photo_url: null,
      category: null,
      gradient: null,
    });
  });

  it('leaves an empty order unset and refuses one that is not a whole number', () => {
    expect(ProjectFormSchema.parse(form({ order: ' ' })).order).toBeNull();
    expect(issuesOf(form({ order: '1.5' }))).toEqual([['order', 'invalid_type']]);
    expect(issuesOf(form({ order: 'abc' }))).toEqual([['order', 'invalid_type']]);
  });

  it('requires the name and refuses an end date before the start date', () => {
    expect(issuesOf(form({ name: '   ' }))).toEqual([['name', 'too_small']]);
    expect(issuesOf(form({ start_date: '2026-05-01', end_date: '2026-04-30' }))).toEqual([
      ['end_date', 'custom'],
    ]);
    expect(issuesOf(form({ start_date: '2026-05-01', end_date: '2026-05-01' }))).toEqual([]);
  });

  it('accepts an http(s) photo address or a site path, nothing else', () => {
    expect(issuesOf(form({ photo_url: '/media/projects/x.svg' }))).toEqual([]);
    expect(issuesOf(form({ photo_url: 'https://example.com/x.png' }))).toEqual([]);
    expect(issuesOf(form({ photo_url: 'javascript:alert(1)' }))).toEqual([['photo_url', 'custom']]);
    expect(issuesOf(form({ photo_url: '//evil.example/x.png' }))).toEqual([
      ['photo_url', 'custom'],
    ]);
  });

  it('shows a saved project as typed text, keeping the gradient it does not edit', () => {
    const project: Project = {
      id: 3,
      name: 'PeopleClock',
      description: 'Time tracking',
      technologies: ['React', 'Go'],
      status: 'completed',
      start_date: '2023-06-01',
      end_date: '2024-09-30',
      order: 3,
      photo_url: '/media/projects/peopleclock.svg',
      category: 'HR',
      gradient: 'linear-gradient(red, blue)',
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
    };
    const values = projectToFormValues(project);
    expect(values).toMatchObject({
      technologies: 'React, Go',
      order: '3',
      description: 'Time tracking',
    });
    expect(ProjectFormSchema.parse(values)).toMatchObject({
      technologies: ['React', 'Go'],
      order: 3,
      gradient: 'linear-gradient(red, blue)',
    });
    expect(projectToFormValues({ ...project, order: null, description: null }).order).toBe('');
  });

  it('names each error in the manager language by field and kind', () => {
    const errors: FieldErrors<ProjectFormValues> = {
      name: { type: 'too_small' },
      end_date: { type: 'custom' },
      start_date: { type: 'invalid_format' },
      order: { type: 'invalid_type' },
      photo_url: { type: 'custom' },
    };
    expect(projectFieldError(t, errors, 'name')).toBe('projectsAdmin.errors.nameRequired');
    expect(projectFieldError(t, errors, 'end_date')).toBe('projectsAdmin.errors.endBeforeStart');
    expect(projectFieldError(t, errors, 'start_date')).toBe('projectsAdmin.errors.date');
    expect(projectFieldError(t, errors, 'order')).toBe('projectsAdmin.errors.orderWhole');
    expect(projectFieldError(t, errors, 'photo_url')).toBe('projectsAdmin.errors.photoUrl');
    expect(projectFieldError(t, errors, 'description')).toBeUndefined();
    expect(projectFieldError(t, { name: { type: 'too_big' } }, 'name')).toBe(
      'projectsAdmin.errors.tooLong {"max":200}',
    );
  });
});
