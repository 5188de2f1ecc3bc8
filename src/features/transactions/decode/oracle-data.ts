// Oracle data as labelled fields; in one line: oracle-data-summary.ts.
import { enumToWords } from '../../../lib/enum-words.ts';
import type { Decode } from './codec.ts';
import { field, idValue, list, text } from './fields.ts';
import { oracleProperties, payloadText } from './oracle-data-summary.ts';

export const decodeOracleData: Decode<'oracleDataSubmission'> = (o, lookups) => {
  const payload = payloadText(o.payload);
  // The specs listening for a property the payload carries: where the data may have gone.
  const specs = [
    ...new Set(
      oracleProperties(o.source, payload.json).flatMap(
        (key) => lookups.oracleSpecs?.get(key) ?? [],
      ),
    ),
  ];
  return [
    field('Source', text(enumToWords(o.source))),
    field('Payload', { kind: 'block', text: payload.text }),
    ...(specs.length > 0
      ? [field('Oracle specs listening', list(specs.map((id) => idValue(id, 'oracle'))))]
      : []),
  ];
};
