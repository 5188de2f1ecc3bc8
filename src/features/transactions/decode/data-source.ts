import type {
  DataCondition,
  DataSourceDefinition,
  DataSourceSpecBinding,
} from '#contract/data-source.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import {
  field,
  group,
  idValue,
  list,
  present,
  text,
  type Field,
  type FieldValue,
} from './fields.ts';

const OPERATORS: Record<string, string> = {
  OPERATOR_EQUALS: '=',
  OPERATOR_GREATER_THAN: '>',
  OPERATOR_GREATER_THAN_OR_EQUAL: '≥',
  OPERATOR_LESS_THAN: '<',
  OPERATOR_LESS_THAN_OR_EQUAL: '≤',
};

export const conditionText = (c: DataCondition) =>
  `${OPERATORS[c.operator] ?? enumToWords(c.operator)} ${c.value}`;

/** An oracle (signers and filters) or the network's own clock, as labelled fields. */
export function decodeDataSource(source: DataSourceDefinition): FieldValue {
  const oracle = source.external?.oracle;
  const clock = source.internal?.time;
  const fields: Field[] = present(
    oracle &&
      field(
        'Signers',
        list(
          oracle.signers.map((s) =>
            s.pubKey
              ? idValue(s.pubKey.key)
              : s.ethAddress
                ? idValue(s.ethAddress.address)
                : text('—'),
          ),
        ),
      ),
    oracle &&
      field(
        'Filters',
        list(
          oracle.filters.map((f) => {
            const decimals = f.key.numberDecimalPlaces
              ? `, ${f.key.numberDecimalPlaces} decimals`
              : '';
            const conditions = f.conditions.map(conditionText).join(' and ');
            return text(
              `${f.key.name} (${enumToWords(f.key.type).toLowerCase()}${decimals})${conditions ? ` ${conditions}` : ''}`,
            );
          }),
        ),
      ),
    clock &&
      field(
        'Network time',
        list(clock.conditions.map((c) => text(`Time ${conditionText(c)} (Unix seconds)`))),
      ),
  );
  return fields.length ? group(fields) : text('None');
}

export function decodeBinding(binding: DataSourceSpecBinding): FieldValue {
  return group([
    field('Settlement data property', text(binding.settlementDataProperty)),
    field('Trading termination property', text(binding.tradingTerminationProperty)),
  ]);
}
