import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketFixture } from '../mocks.ts';
import { RiskParameters } from './risk-parameters.tsx';

describe('RiskParameters', () => {
  it('shows the log-normal model parameters to 4 significant digits, exact on hover', () => {
    // The fixture's tau is 0.0001140771161 (13 significant digits), sigma 1.5.
    render(<RiskParameters market={marketFixture({ id: 'm1', code: 'SOLUSD' })} />);
    const tau = screen.getByText('0.0001141');
    expect(tau.getAttribute('title')).toBe('0.0001140771161');
    expect(screen.queryByText('0.0001140771161')).toBeNull();
    // Already short: shown as is, no hover text.
    expect(screen.getByText('1.5').getAttribute('title')).toBeNull();
  });
});
