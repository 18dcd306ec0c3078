import { describe, expect, it } from 'vitest';
import { parseId } from '../parse-id';

describe('the id in an address (/careers/{id}, /project/{id}, …)', () => {
  it('is read as a positive integer, anything else names no item', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    for (const value of [undefined, '', 'abc', '1.5', '1e3', '-1', '0', '12abc', '99999999999']) {
      expect(parseId(value), String(value)).toBeNull();
    }
  });
});
