import { describe, expect, it } from 'vitest';
import {
  capText,
  chainTextHover,
  chainTextShown,
  hasBidiControls,
  isolateChainText,
  parseChainJson,
  showBidiControls,
} from './chain-text.ts';

describe('showBidiControls', () => {
  it('turns every bidi control into a visible tag', () => {
    const all = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(showBidiControls(all)).toBe(
      '[LRE][RLE][PDF][LRO][RLO][LRI][RLI][FSI][PDI][LRM][RLM][ALM]',
    );
    expect(showBidiControls('\u202EXF.LJ23: “Launch”')).toBe('[RLO]XF.LJ23: “Launch”');
    expect(hasBidiControls('\u202EXF.LJ23: “Launch”')).toBe(true);
    expect(hasBidiControls(showBidiControls('a\u202Eb'))).toBe(false);
  });

  it('leaves right-to-left letters themselves alone', () => {
    expect(showBidiControls('سوق BTC')).toBe('سوق BTC');
  });
});

describe('capText', () => {
  it('keeps short text whole and cuts long text with an ellipsis', () => {
    expect(capText('abc', 3)).toBe('abc');
    expect(capText('abcd', 3)).toBe('abc…');
    expect(capText('x'.repeat(100_000), 200)).toBe(`${'x'.repeat(200)}…`);
  });

  it('counts code points and never splits a surrogate pair', () => {
    expect(capText('😀😀😀', 2)).toBe('😀😀…');
    expect(capText('😀😀', 2)).toBe('😀😀');
  });
});

describe('chain text for display', () => {
  it('renders at most 200 characters and hovers at most 2000', () => {
    const long = 'N'.repeat(100_000);
    expect(chainTextShown(long)).toHaveLength(201);
    expect(chainTextHover(long)).toHaveLength(2001);
  });

  it('isolates text put inside the explorer’s own strings', () => {
    expect(`Market ${isolateChainText('\u202EBTC')}`).toBe('Market \u2068[RLO]BTC\u2069');
  });
});

describe('parseChainJson', () => {
  it('parses plain answers unchanged', () => {
    expect(parseChainJson('{"a":["x",1,{"b":"سوق"}]}')).toEqual({ a: ['x', 1, { b: 'سوق' }] });
  });

  it('shows bidi controls in every string, raw or escaped, keys and nesting alike', () => {
    const raw = JSON.stringify({ code: '\u202EXF.LJ23', list: [{ name: 'a\u2067b' }] });
    expect(parseChainJson(raw)).toEqual({ code: '[RLO]XF.LJ23', list: [{ name: 'a[RLI]b' }] });
    expect(parseChainJson('{"code":"\\u202eXF"}')).toEqual({ code: '[RLO]XF' });
    // Keys too (an oracle payload's property names, a metadata map's).
    expect(parseChainJson('{"\u202eprice":{"a\\u2067b":1}}')).toEqual({
      '[RLO]price': { 'a[RLI]b': 1 },
    });
  });
});
