import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link.tsx';

describe('ExternalLink', () => {
  it('links an https address, opened safely', () => {
    render(<ExternalLink url="https://node.example/info" />);
    const link = screen.getByRole('link', { name: 'https://node.example/info' });
    expect(link.getAttribute('href')).toBe('https://node.example/info');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows a javascript: address as text, never as a link', () => {
    const { container } = render(<ExternalLink url="javascript:alert(document.cookie)" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(document.cookie)')).toBeTruthy();
    expect(container.innerHTML).not.toContain('href');
  });

  it('shows a dash for no address', () => {
    render(<ExternalLink url="" />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});
