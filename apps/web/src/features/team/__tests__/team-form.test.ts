import { type TeamMember, TeamMemberInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { checkForm, issueTexts } from '@/lib/form-errors';
import {
  emptyTeamForm,
  memberToForm,
  type TeamFormInput,
  toTeamMemberInput,
} from '../lib/team-form';

const { t } = allTexts('en').get();
/** Each failing field's message in the manager language. */
const check = (values: TeamFormInput) =>
  checkForm(TeamMemberInputSchema, toTeamMemberInput(values));
const errorsOf = (values: TeamFormInput) => issueTexts(t, check(values).issues);
const member: TeamMember = {
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
  profile_media: null,
  is_visible: false,
  display_order: 4,
  created_at: '',
  updated_at: '',
};
const named = { ...emptyTeamForm, name: 'A', position: 'B', department: 'C' };

describe('team form', () => {
  it('starts visible with display order 1', () => {
    expect(emptyTeamForm.is_visible).toBe(true);
    expect(check(named).data).toMatchObject({
      display_order: 1,
      is_visible: true,
      email: null,
      bio: null,
    });
  });

  it('requires name, position and department, and a whole display order from 1', () => {
    expect(errorsOf({ ...emptyTeamForm, display_order: '0' })).toEqual({
      name: 'This field is required.',
      position: 'This field is required.',
      department: 'This field is required.',
      display_order: 'Please enter a number of at least 1.',
    });
    expect(errorsOf({ ...named, display_order: '' })).toEqual({
      display_order: 'This field is required.',
    });
    expect(errorsOf({ ...named, display_order: 'two' })).toEqual({
      display_order: 'Please enter a number.',
    });
  });

  it('checks the e-mail and the links', () => {
    expect(
      errorsOf({
        ...named,
        email: 'nope',
        github_url: 'github.com/x',
        profile_image: '/media/team/a.svg',
      }),
    ).toEqual({
      email: 'Please enter a valid email address.',
      github_url: 'Please enter a valid URL (http:// or https://) or a site path starting with /.',
    });
  });

  it('fills the form from a member being edited', () => {
    const form = memberToForm(member);
    expect(form).toMatchObject({ bio: '', phone: '', is_visible: false, display_order: '4' });
    expect(form.translations).toEqual({
      de: { position: '', bio: '' },
      az: { position: '', bio: '' },
    });
  });

  it('edits the position and the HTML bio in each language; an empty one is sent as null', () => {
    const form = memberToForm({
      ...member,
      translations: { de: { position: 'Entwicklerin', bio: '<p>Hallo</p>' } },
    });
    expect(form.translations.de).toEqual({ position: 'Entwicklerin', bio: '<p>Hallo</p>' });
    expect(check({ ...named, translations: form.translations }).data?.translations).toEqual({
      de: { position: 'Entwicklerin', bio: '<p>Hallo</p>' },
      az: null,
    });
    expect(
      errorsOf({
        ...named,
        translations: { ...form.translations, az: { position: 'x'.repeat(201), bio: '' } },
      }),
    ).toEqual({ 'translations.az.position': 'Please use at most 200 characters.' });
  });
});
