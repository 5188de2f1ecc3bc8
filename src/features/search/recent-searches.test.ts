import { describe, expect, it } from 'vitest';
import { addRecent, parseRecent, RECENT_LIMIT, removeRecent } from './recent-searches.ts';

describe('recent searches', () => {
  it('puts the newest first and moves a repeat (any case) to the front', () => {
    expect(addRecent(['USDC', 'WETH'], 'weth')).toEqual(['weth', 'USDC']);
    expect(addRecent([], '  tDAI ')).toEqual(['tDAI']);
  });

  it('keeps the last 8', () => {
    const list = ['1', '2', '3', '4', '5', '6', '7', '8'];
    expect(RECENT_LIMIT).toBe(8);
    expect(addRecent(list, '9')).toEqual(['9', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('ignores empty and absurdly long queries', () => {
    expect(addRecent(['a'], '   ')).toEqual(['a']);
    expect(addRecent(['a'], 'x'.repeat(201))).toEqual(['a']);
  });

  it('removes an entry ignoring case', () => {
    expect(removeRecent(['USDC', 'WETH'], 'usdc')).toEqual(['WETH']);
  });

  it('reads only a JSON list of strings back, in order and without repeats', () => {
    expect(parseRecent('["b","a","B",3,null]')).toEqual(['b', 'a']);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent(JSON.stringify(['1', '2', '3', '4', '5', '6', '7', '8', '9']))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
  });
});
