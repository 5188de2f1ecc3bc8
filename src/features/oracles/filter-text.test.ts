import { describe, expect, it } from 'vitest';
import type { DataFilter } from '#contract/data-source.ts';
import { conditionsText, propertyType } from './filter-text.ts';

describe('oracle filter text', () => {
  it('reads a filter as its type and its conditions', () => {
    const filter = {
      key: { name: 'prices.EUR.value', type: 'TYPE_INTEGER', numberDecimalPlaces: '5' },
      conditions: [
        { operator: 'OPERATOR_GREATER_THAN', value: '0' },
        { operator: 'OPERATOR_LESS_THAN_OR_EQUAL', value: '100' },
      ],
    } satisfies DataFilter;
    expect(propertyType(filter)).toBe('integer, 5 decimals');
    expect(conditionsText(filter)).toBe('> 0 and ≤ 100');
  });

  it('says a filter without conditions takes any value', () => {
    const filter: DataFilter = {
      key: { name: 'trading.terminated', type: 'TYPE_BOOLEAN' },
      conditions: [],
    };
    expect(propertyType(filter)).toBe('boolean');
    expect(conditionsText(filter)).toBe('any value');
  });
});
