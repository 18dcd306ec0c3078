import { describe, expect, it } from 'vitest';
import { refusedFields } from '../form-dialog';

const values = {
  title: '',
  tags: 'a, b, c',
  translations: { de: { title: '', tags: '' }, az: { title: '', tags: '' } },
};

describe("the form dialog's reading of a refusal", () => {
  it('names the form fields in the paths of an invalid request', () => {
    expect(
      refusedFields(
        'Invalid request: body.translations.de.title: Too big; body.title: Required',
        values,
      ),
    ).toEqual(['translations.de.title', 'title']);
  });

  it("takes a list's entry as the field holding the list, once", () => {
    expect(
      refusedFields(
        'Invalid request: body.translations.az.tags.2: Too big; body.translations.az.tags.4: Too big; body.tags.0: Too big',
        values,
      ),
    ).toEqual(['translations.az.tags', 'tags']);
  });

  it('names nothing for a path the form does not hold, or another kind of refusal', () => {
    expect(refusedFields('Invalid request: body.translations.de: Invalid', values)).toEqual([]);
    expect(
      refusedFields('Invalid request: body.constructor: x; querystring.page: x', values),
    ).toEqual([]);
    expect(refusedFields('A record with this value already exists', values)).toEqual([]);
    expect(refusedFields(undefined, values)).toEqual([]);
  });
});
