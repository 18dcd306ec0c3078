import { describe, expect, it } from 'vitest';
import { linkify } from '../linkify';

describe('linkify', () => {
  it('turns Markdown links into internal or external links', () => {
    expect(linkify('See [Careers](/careers) or [our blog](https://blog.example.com/a).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'Careers', href: '/careers', internal: true },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'our blog', href: 'https://blog.example.com/a', internal: false },
      { type: 'text', text: '.' },
    ]);
  });

  it('finds bare addresses and leaves the punctuation after them as text', () => {
    expect(linkify('Visit https://veltrix.example/about, or www.example.org.')).toEqual([
      { type: 'text', text: 'Visit ' },
      {
        type: 'link',
        text: 'https://veltrix.example/about',
        href: 'https://veltrix.example/about',
        internal: false,
      },
      { type: 'text', text: ', or ' },
      { type: 'link', text: 'www.example.org', href: 'https://www.example.org', internal: false },
      { type: 'text', text: '.' },
    ]);
    expect(linkify('(see https://en.wikipedia.org/wiki/Dubai_(city))')).toEqual([
      { type: 'text', text: '(see ' },
      {
        type: 'link',
        text: 'https://en.wikipedia.org/wiki/Dubai_(city)',
        href: 'https://en.wikipedia.org/wiki/Dubai_(city)',
        internal: false,
      },
      { type: 'text', text: ')' },
    ]);
  });

  it('turns e-mail addresses into mail links', () => {
    expect(linkify('E-mail: info@veltrix.example.')).toEqual([
      { type: 'text', text: 'E-mail: ' },
      {
        type: 'link',
        text: 'info@veltrix.example',
        href: 'mailto:info@veltrix.example',
        internal: false,
      },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps a section link of the landing page internal', () => {
    expect(linkify('[Contact](/#contact)')).toEqual([
      { type: 'link', text: 'Contact', href: '/#contact', internal: true },
    ]);
  });

  it('never links a script address or another site written as //host', () => {
    expect(linkify('[click](javascript:alert(1)) [x](//evil.example)')).toEqual([
      { type: 'text', text: '[click](javascript:alert(1)) [x](//evil.example)' },
    ]);
  });

  it('leaves text without links as one piece', () => {
    expect(linkify('Hello!\nHow can I help?')).toEqual([
      { type: 'text', text: 'Hello!\nHow can I help?' },
    ]);
    expect(linkify('')).toEqual([]);
  });
});
