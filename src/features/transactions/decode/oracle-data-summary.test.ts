import { describe, expect, it } from 'vitest';
import type { Field } from './fields.ts';
import { NO_LOOKUPS } from './lookups.ts';
import { decodeOracleData } from './oracle-data.ts';
import { payloadText, summariseOracleData } from './oracle-data-summary.ts';

/*
 * An oracle payload is bytes the submitter chose, decoded to text in the browser — it never
 * passes the data-node answer's parse that makes bidi controls visible (lib/chain-text.ts).
 * A right-to-left override in a payload key must not reach the explorer's summary line raw.
 */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const RAW_BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const JSON_SOURCE = 'ORACLE_SOURCE_JSON' as const;

describe('oracle payloads with bidi controls', () => {
  it('shows them as visible tags in the summary, raw or escaped in the JSON', () => {
    const raw = base64('{"\u202Eprices.BTC.value":"1","a\u2067b":"2"}');
    expect(summariseOracleData({ source: JSON_SOURCE, payload: raw }, NO_LOOKUPS)).toBe(
      'Submit oracle data (JSON): [RLO]prices.BTC.value, a[RLI]b',
    );
    const escaped = base64('{"\\u202eprice":"\\u200f1"}');
    expect(summariseOracleData({ source: JSON_SOURCE, payload: escaped }, NO_LOOKUPS)).toBe(
      'Submit oracle data (JSON): [RLO]price',
    );
    expect(payloadText(escaped).text).toBe('{\n  "[RLO]price": "[RLM]1"\n}');
  });

  it('shows them in a payload that is not JSON', () => {
    expect(payloadText(base64('x\u202Ey \u2066z')).text).toBe('x[RLO]y [LRI]z');
  });

  it('leaves no raw control in the decoded fields, and still finds the specs listening', () => {
    const payload = base64('{"\u202Eprices.BTC.value":"1"}');
    // A spec's property as the data node's answer gives it: controls already shown.
    const lookups = {
      ...NO_LOOKUPS,
      oracleSpecs: new Map([['[RLO]prices.BTC.value', ['ab'.repeat(32)]]]),
    };
    const fields: Field[] = decodeOracleData({ source: JSON_SOURCE, payload }, lookups);
    expect(RAW_BIDI.test(JSON.stringify(fields))).toBe(false);
    expect(fields.map((f) => f.label)).toEqual(['Source', 'Payload', 'Oracle specs listening']);
  });
});
