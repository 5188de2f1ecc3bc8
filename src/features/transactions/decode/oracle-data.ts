// Oracle data as labelled fields; in one line: oracle-data-summary.ts.
import { enumToWords } from '../../../lib/enum-words.ts';
import type { Decode } from './codec.ts';
import { field, text } from './fields.ts';
import { payloadText } from './oracle-data-summary.ts';

export const decodeOracleData: Decode<'oracleDataSubmission'> = (o) => [
  field('Source', text(enumToWords(o.source))),
  field('Payload', { kind: 'block', text: payloadText(o.payload).text }),
];
