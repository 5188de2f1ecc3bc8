import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RawJson } from './raw-json.tsx';

describe('RawJson', () => {
  it('shows markup in chain data as text, never as elements', () => {
    const { container } = render(<RawJson value={{ name: '<img src=x onerror=alert(1)>' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/"name": "<img src=x onerror=alert\(1\)>"/).tagName).toBe('PRE');
    expect(screen.getByText('Raw JSON').tagName).toBe('SUMMARY');
  });
});
