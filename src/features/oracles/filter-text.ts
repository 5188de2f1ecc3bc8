import type { DataCondition, DataFilter } from '#contract/data-source.ts';
import { enumToWords } from '../../lib/enum-words.ts';

const OPERATORS: Record<DataCondition['operator'], string> = {
  OPERATOR_UNSPECIFIED: '?',
  OPERATOR_EQUALS: '=',
  OPERATOR_GREATER_THAN: '>',
  OPERATOR_GREATER_THAN_OR_EQUAL: '≥',
  OPERATOR_LESS_THAN: '<',
  OPERATOR_LESS_THAN_OR_EQUAL: '≤',
};

/** "integer, 5 decimals": the property's type as a reader says it. */
export function propertyType(filter: DataFilter): string {
  const type = enumToWords(filter.key.type).toLowerCase();
  const places = filter.key.numberDecimalPlaces;
  return places === undefined ? type : `${type}, ${places} decimals`;
}

/** "> 0 and ≤ 100": what a filter accepts ("any value" without conditions). */
export function conditionsText(filter: DataFilter): string {
  if (filter.conditions.length === 0) return 'any value';
  return filter.conditions.map((c) => `${OPERATORS[c.operator]} ${c.value}`).join(' and ');
}
