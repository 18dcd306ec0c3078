import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { MessageText } from '../components/message-text';

describe('a chat reply', () => {
  afterEach(cleanup);

  const renderReply = (text: string) =>
    render(
      <MemoryRouter>
        <MessageText text={text} />
      </MemoryRouter>,
    );

  it('renders its links as anchors: site paths in place, other sites in a new tab', () => {
    renderReply(
      'Our office is in Dubai.\n[Contact](/#contact) · https://maps.example.com · info@veltrix.example',
    );
    const internal = screen.getByRole('link', { name: 'Contact' });
    expect(internal.getAttribute('href')).toBe('/#contact');
    expect(internal.getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: 'https://maps.example.com' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    const mail = screen.getByRole('link', { name: 'info@veltrix.example' });
    expect(mail.getAttribute('href')).toBe('mailto:info@veltrix.example');
    expect(mail.getAttribute('target')).toBeNull();
  });

  it('shows HTML in a reply as text, never as markup', () => {
    const { container } = renderReply(
      '<script>alert("x")</script><img src=x onerror=alert(1)> [a](/news)',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<script>alert("x")</script><img src=x onerror=alert(1)> a');
    expect(screen.getByRole('link', { name: 'a' }).getAttribute('href')).toBe('/news');
  });
});
