import { TeamMemberInputSchema } from '@app/contracts';
import type { TFunction } from '@/i18n';
import { describe, expect, it } from 'vitest';
import { emptyTeamForm, memberToForm, teamFieldErrorMessage } from '../team-form';
import { byDisplayOrder } from '../team-management';

const t = ((key: string) => key) as unknown as TFunction;

const issuesByField = (values: Record<string, unknown>) => {
  const result = TeamMemberInputSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      String(issue.path[0]),
      { type: issue.code, message: issue.message },
    ]),
  );
};

describe('team form', () => {
  it('starts visible with display order 1', () => {
    expect(emptyTeamForm.is_visible).toBe(true);
    const parsed = TeamMemberInputSchema.parse({
      ...emptyTeamForm,
      name: 'A',
      position: 'B',
      department: 'C',
    });
    expect(parsed).toMatchObject({ display_order: 1, is_visible: true, email: null, bio: null });
  });

  it('requires name, position and department, and a whole display order from 1', () => {
    const errors = issuesByField({ ...emptyTeamForm, display_order: '0' });
    expect(Object.keys(errors).sort()).toEqual(['department', 'display_order', 'name', 'position']);
    expect(teamFieldErrorMessage(t, 'name', errors.name)).toBe('teamAdmin.errors.required');
    expect(teamFieldErrorMessage(t, 'display_order', errors.display_order)).toBe(
      'teamAdmin.errors.displayOrder',
    );
    expect(
      Object.keys(
        issuesByField({
          ...emptyTeamForm,
          name: 'A',
          position: 'B',
          department: 'C',
          display_order: '',
        }),
      ),
    ).toEqual(['display_order']);
  });

  it('checks the e-mail and the links', () => {
    const errors = issuesByField({
      ...emptyTeamForm,
      name: 'A',
      position: 'B',
      department: 'C',
      email: 'nope',
      github_url: 'github.com/x',
      profile_image: '/media/team/a.svg',
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'github_url']);
    expect(teamFieldErrorMessage(t, 'email', errors.email)).toBe('teamAdmin.errors.invalidEmail');
    expect(teamFieldErrorMessage(t, 'github_url', errors.github_url)).toBe(
      'teamAdmin.errors.invalidUrl',
    );
  });

  it('fills the form from a member being edited', () => {
    const form = memberToForm({
      id: 3,
      name: 'N',
      position: 'P',
      department: 'D',
      bio: null,
      email: 'n@x.io',
      phone: null,
      linkedin_url: null,
      twitter_url: null,
      github_url: 'https://github.com/n',
      profile_image: null,
      is_visible: false,
      display_order: 4,
      created_at: '',
      updated_at: '',
    });
    expect(form).toMatchObject({ bio: '', phone: '', is_visible: false, display_order: '4' });
  });

  it('lists members by display order, hidden ones included', () => {
    const sorted = byDisplayOrder([
      { id: 1, display_order: 3, is_visible: true },
      { id: 2, display_order: 1, is_visible: false },
      { id: 3, display_order: 3, is_visible: true },
    ]);
    expect(sorted.map((member) => member.id)).toEqual([2, 1, 3]);
  });
});
