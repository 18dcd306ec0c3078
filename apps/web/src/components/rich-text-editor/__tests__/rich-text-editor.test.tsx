import { NewsInputSchema, TeamMemberInputSchema } from '@app/contracts';
import { htmlToText } from '@app/contracts/html-text';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { checkForm, issueTexts } from '@/lib/form-errors';
import { lazyImages, RichText } from '@/components/ui/rich-text';
import { RichTextEditor } from '..';
import { safeLinkUrl } from '../link-url';
import type { PickedImage } from '../image-picker';

beforeAll(() => {
  // ProseMirror measures the selection to scroll it into view: jsdom lays nothing out.
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 });
  Range.prototype.getBoundingClientRect = rect as never;
  Range.prototype.getClientRects = (() => []) as never;
  Element.prototype.scrollIntoView = () => {};
  document.elementFromPoint = () => null;
});
afterEach(cleanup);

/** The editor in a form's place: the HTML it sends up is kept and shown to the test. */
function Harness({
  initial = '',
  language = 'en',
  onPickImage,
}: {
  initial?: string;
  language?: 'en' | 'de' | 'az';
  onPickImage?: () => Promise<PickedImage | null>;
}) {
  const [html, setHtml] = useState(initial);
  return (
    <I18nProvider store={allTexts(language)}>
      <RichTextEditor value={html} onChange={setHtml} label="Body" onPickImage={onPickImage} />
      <output data-testid="html">{html}</output>
    </I18nProvider>
  );
}

const html = () => screen.getByTestId('html').textContent;
/** The editor loads lazily (a slow machine may take a while the first time). */
const LOADED = { timeout: 15_000 };
const button = async (name: string) => screen.findByRole('button', { name }, LOADED);

describe('the rich-text editor', () => {
  it('loads lazily, then shows a labelled toolbar and an editable area', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    expect(await screen.findByRole('toolbar', { name: 'Formatting' }, LOADED)).toBeTruthy();
    const area = screen.getByRole('textbox', { name: 'Body' });
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.innerHTML).toBe('<p>Hello</p>');
    for (const name of ['Heading', 'Subheading', 'Bold', 'Italic', 'Link', 'Undo', 'Redo']) {
      expect(await button(name)).toBeTruthy();
    }
    expect((await button('Bold')).getAttribute('aria-pressed')).toBe('false');
    expect((await button('Bold')).getAttribute('aria-keyshortcuts')).toBe('Control+B');
    // No picture button without a way to pick one.
    expect(screen.queryByRole('button', { name: 'Insert image' })).toBeNull();
  }, 30_000);

  it('makes the paragraph a heading and back, then a list, and undoes it', async () => {
    render(<Harness initial="<p>Our approach</p>" />);
    fireEvent.click(await button('Heading'));
    await waitFor(() => expect(html()).toBe('<h2>Our approach</h2>'));
    expect((await button('Heading')).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await button('Heading'));
    await waitFor(() => expect(html()).toBe('<p>Our approach</p>'));
    fireEvent.click(await button('Bulleted list'));
    await waitFor(() => expect(html()).toBe('<ul><li><p>Our approach</p></li></ul>'));
    fireEvent.click(await button('Numbered list'));
    await waitFor(() => expect(html()).toBe('<ol><li><p>Our approach</p></li></ol>'));
    // Quick changes are undone together, as one step of typing is.
    fireEvent.click(await button('Undo'));
    await waitFor(() => expect(html()).not.toContain('<ol>'));
    fireEvent.click(await button('Redo'));
    await waitFor(() => expect(html()).toBe('<ol><li><p>Our approach</p></li></ol>'));
  });

  it('makes a quote and a code block', async () => {
    render(<Harness initial="<p>Said</p>" />);
    fireEvent.click(await button('Quote'));
    await waitFor(() => expect(html()).toBe('<blockquote><p>Said</p></blockquote>'));
    fireEvent.click(await button('Quote'));
    fireEvent.click(await button('Code block'));
    await waitFor(() => expect(html()).toBe('<pre><code>Said</code></pre>'));
  });

  it('adds a link from the address typed, and refuses an unsafe one', async () => {
    render(<Harness initial="<p>Read more</p>" />);
    fireEvent.click(await button('Link'));
    const url = screen.getByLabelText('Address');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(url, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toMatch(/^Enter a web address/);
    expect(html()).toBe('<p>Read more</p>');

    fireEvent.change(url, { target: { value: 'example.com/cases' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(html()).toContain(
        '<a rel="noopener noreferrer" href="https://example.com/cases">https://example.com/cases</a>',
      ),
    );
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  it('opens the link bar with Ctrl+K', async () => {
    render(<Harness initial="<p>x</p>" />);
    const area = await screen.findByRole('textbox', { name: 'Body' }, LOADED);
    fireEvent.keyDown(area, { key: 'k', ctrlKey: true });
    expect(await screen.findByLabelText('Address')).toBeTruthy();
  });

  it('inserts the picture the picker answers, with its alt text and size', async () => {
    const onPickImage = vi.fn(async () => ({
      url: '/images/4/1280.webp',
      alt: 'Our Baku office',
      width: 1280,
      height: 853,
    }));
    render(<Harness initial="<p>Office</p>" onPickImage={onPickImage} />);
    await act(async () => fireEvent.click(await button('Insert image')));
    await waitFor(() =>
      expect(html()).toContain(
        '<img src="/images/4/1280.webp" alt="Our Baku office" width="1280" height="853">',
      ),
    );
    expect(onPickImage).toHaveBeenCalledOnce();
  });

  it('speaks German and Azerbaijani', async () => {
    render(<Harness language="de" />);
    expect(await button('Fett')).toBeTruthy();
    expect(await button('Nummerierte Liste')).toBeTruthy();
    cleanup();
    render(<Harness language="az" />);
    expect(await button('Qalın')).toBeTruthy();
    expect(await button('Geri al')).toBeTruthy();
  });

  it('sends an empty document up as empty, so "required" holds', async () => {
    render(<Harness initial="<p>x</p>" />);
    fireEvent.click(await button('Bold'));
    const area = screen.getByRole('textbox', { name: 'Body' });
    await act(async () => {
      area.innerHTML = '<p><br></p>';
    });
    await waitFor(() => expect(html()).toBe(''));
  });
});

describe('a link address typed in the editor', () => {
  it('keeps http(s), mailto and site paths, completing a bare host or e-mail address', () => {
    expect(safeLinkUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl('example.com')).toBe('https://example.com');
    expect(safeLinkUrl('/news/3')).toBe('/news/3');
    expect(safeLinkUrl('hr@example.com')).toBe('mailto:hr@example.com');
    expect(safeLinkUrl('mailto:hr@example.com')).toBe('mailto:hr@example.com');
  });

  it('refuses what the server would drop', () => {
    for (const typed of [
      '',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'hello',
      'ftp://x.org',
    ]) {
      expect(safeLinkUrl(typed), typed).toBeNull();
    }
  });
});

describe('rich-text fields are checked by their text, not their markup', () => {
  const article = { title: 'T', excerpt: 'E', category: 'C', tags: ['t'], author: 'A' };
  const texts = (content: string) => {
    const result = checkForm(NewsInputSchema, { ...article, content });
    return result.success ? {} : issueTexts(allTexts('en').get().t, result.issues);
  };

  it('finds empty paragraphs empty', () => {
    expect(texts('<p></p><p> </p>')).toEqual({ content: 'This field is required.' });
    expect(texts('<p><img src="/images/1/original" alt=""></p>')).toEqual({});
  });

  it('counts the characters of the text only', () => {
    const long = 'x'.repeat(50_000);
    // 99,999 letters and the space between the paragraphs.
    expect(texts(`<p><strong><em>${long.slice(1)}</em></strong></p><p>${long}</p>`)).toEqual({});
    expect(texts(`<p>${long}</p><p>${long}x</p>`).content).toMatch(/100[,.]?000/);
  });

  it('treats a bio of empty paragraphs as no bio', () => {
    const result = TeamMemberInputSchema.parse({
      name: 'N',
      position: 'P',
      department: 'D',
      bio: '<p></p>',
    });
    expect(result.bio).toBeNull();
  });
});

describe('rich text on the public pages', () => {
  it('renders the HTML with its pictures loading lazily', () => {
    const { container } = render(
      <RichText html='<h2>Why</h2><p><img src="/images/1/original" alt="a"></p>' />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Why');
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(lazyImages('<img loading="eager" src="x">')).toBe('<img loading="eager" src="x">');
  });

  it('reads as plain text where text is wanted', () => {
    expect(htmlToText('<h2>R&amp;D</h2><p>a&nbsp;&lt;b&gt; &quot;c&quot; &#39;d&#39;</p>')).toBe(
      ' R&D  a <b> "c" \'d\' ',
    );
  });
});
