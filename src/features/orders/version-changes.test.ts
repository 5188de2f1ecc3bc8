import { describe, expect, it } from 'vitest';
import { makeOrder } from './mocks.ts';
import { versionSteps } from './version-changes.ts';

describe('versionSteps', () => {
  it('lists versions oldest first with what changed between them', () => {
    const v1 = makeOrder();
    const v2 = makeOrder({ version: '2', price: '2740000', updatedAt: '1767225610000000000' });
    const v3 = makeOrder({
      version: '3',
      price: '2740000',
      size: '70',
      remaining: '70',
      timeInForce: 'TIME_IN_FORCE_GTT',
      expiresAt: '1767229200000000000',
      updatedAt: '1767225620000000000',
    });
    // Newest first, as the API answers, with a duplicate.
    const steps = versionSteps([v3, v2, v2, v1]);
    expect(steps.map((s) => [s.version, s.at])).toEqual([
      ['1', '1767225600000000000'],
      ['2', '1767225610000000000'],
      ['3', '1767225620000000000'],
    ]);
    expect(steps[0]?.changes).toEqual([]);
    expect(steps[1]?.changes).toEqual([{ field: 'price', from: '2741050', to: '2740000' }]);
    expect(steps[2]?.changes).toEqual([
      { field: 'size', from: '50', to: '70' },
      { field: 'remaining', from: '50', to: '70' },
      { field: 'timeInForce', from: 'TIME_IN_FORCE_GTC', to: 'TIME_IN_FORCE_GTT' },
      { field: 'expiresAt', from: '0', to: '1767229200000000000' },
    ]);
  });

  it('sorts versions numerically and records status changes', () => {
    const steps = versionSteps([
      makeOrder({ version: '10', status: 'STATUS_CANCELLED', updatedAt: '9' }),
      makeOrder({ version: '9', updatedAt: '8' }),
    ]);
    expect(steps.map((s) => s.version)).toEqual(['9', '10']);
    expect(steps[1]?.changes).toEqual([
      { field: 'status', from: 'STATUS_ACTIVE', to: 'STATUS_CANCELLED' },
    ]);
  });

  it('has no steps without versions', () => {
    expect(versionSteps([])).toEqual([]);
  });
});
