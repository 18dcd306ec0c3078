import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, initials } from '../lib/initials';

describe('initials of a team member without a photo', () => {
  it('takes the first letter of a single name', () => {
    expect(initials('Layla')).toBe('L');
  });

  it('takes the first letters of the first and last names', () => {
    expect(initials('Sophie Laurent')).toBe('SL');
    expect(initials('Anna Maria von Berg')).toBe('AB');
  });

  it('ignores extra spaces and lower case', () => {
    expect(initials('   priya    nair  ')).toBe('PN');
    expect(initials('\tOmar\n Siddiqui ')).toBe('OS');
  });

  it('keeps non-Latin letters', () => {
    expect(initials('Əli Həsənov')).toBe('ƏH');
    expect(initials('İlkin Şükürov')).toBe('İŞ');
    expect(initials('Юлия Иванова')).toBe('ЮИ');
  });

  it('gives a placeholder for an empty name', () => {
    expect(initials('   ')).toBe('?');
  });
});

describe('avatar colour', () => {
  it('is always the same for the same name and comes from the palette', () => {
    expect(avatarColor('Priya Nair')).toBe(avatarColor('Priya Nair'));
    expect(avatarColor(' priya nair ')).toBe(avatarColor('Priya Nair'));
    expect(AVATAR_COLORS).toContain(avatarColor('Əli Həsənov'));
  });

  it('spreads different names over several colours', () => {
    const names = [
      'Priya Nair',
      'Sophie Laurent',
      'Əli Həsənov',
      'Layla Haddad',
      'Omar Siddiqui',
      'Jonas Weber',
    ];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(2);
  });
});
