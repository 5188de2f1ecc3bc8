import { describe, expect, it } from 'vitest';
import { classifySearch } from './classify-search.ts';

const HEX64 = 'ab'.repeat(32);
const HEX40 = 'Ab'.repeat(20);

describe('classifySearch', () => {
  it('recognises 64-hex IDs with or without 0x, in any case', () => {
    expect(classifySearch(HEX64)).toEqual({ kind: 'id', id: HEX64 });
    expect(classifySearch(`0x${HEX64.toUpperCase()}`)).toEqual({ kind: 'id', id: HEX64 });
    expect(classifySearch(`0X${HEX64}`)).toEqual({ kind: 'id', id: HEX64 });
    expect(classifySearch(`  ${HEX64}\n`)).toEqual({ kind: 'id', id: HEX64 });
    // All decimal digits are hex digits: 64 of them is an ID, not a height.
    expect(classifySearch('1'.repeat(64))).toEqual({ kind: 'id', id: '1'.repeat(64) });
  });

  it('treats near-miss IDs as text', () => {
    expect(classifySearch(HEX64.slice(1))).toEqual({ kind: 'text', text: HEX64.slice(1) });
    expect(classifySearch(`${HEX64}a`)).toEqual({ kind: 'text', text: `${HEX64}a` });
    const withG = `g${HEX64.slice(1)}`;
    expect(classifySearch(withG)).toEqual({ kind: 'text', text: withG });
  });

  it('recognises block heights that are safe integers', () => {
    expect(classifySearch('12345')).toEqual({ kind: 'block', height: 12345 });
    expect(classifySearch('  42 ')).toEqual({ kind: 'block', height: 42 });
    expect(classifySearch('0')).toEqual({ kind: 'block', height: 0 });
    expect(classifySearch('007')).toEqual({ kind: 'block', height: 7 });
    expect(classifySearch('9007199254740991')).toEqual({
      kind: 'block',
      height: 9007199254740991,
    });
    expect(classifySearch('9007199254740992')).toEqual({ kind: 'text', text: '9007199254740992' });
    expect(classifySearch('-5')).toEqual({ kind: 'text', text: '-5' });
    expect(classifySearch('1.5')).toEqual({ kind: 'text', text: '1.5' });
    expect(classifySearch('1,000')).toEqual({ kind: 'text', text: '1,000' });
  });

  it('recognises 0x-prefixed Ethereum addresses', () => {
    expect(classifySearch(`0x${HEX40}`)).toEqual({
      kind: 'ethAddress',
      address: `0x${'ab'.repeat(20)}`,
    });
    expect(classifySearch(`0X${HEX40}`)).toEqual({
      kind: 'ethAddress',
      address: `0x${'ab'.repeat(20)}`,
    });
    expect(classifySearch(`0x${HEX40.slice(1)}`)).toEqual({
      kind: 'text',
      text: `0x${HEX40.slice(1)}`,
    });
    expect(classifySearch(HEX40)).toEqual({ kind: 'text', text: HEX40 });
  });

  it('returns trimmed text and empty', () => {
    expect(classifySearch('  BTC/USD perp ')).toEqual({ kind: 'text', text: 'BTC/USD perp' });
    expect(classifySearch('')).toEqual({ kind: 'empty' });
    expect(classifySearch(' \t\n ')).toEqual({ kind: 'empty' });
  });
});
