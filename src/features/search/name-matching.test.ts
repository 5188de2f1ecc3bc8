import { describe, expect, it } from 'vitest';
import { matchQuality, rankNames, singleDestination, type NameEntry } from './name-matching.ts';

const usdc: NameEntry = {
  kind: 'asset',
  id: 'a1',
  title: 'USDC',
  subtitle: 'USD Coin',
  terms: ['USDC', 'USD Coin', '0xabc'],
};
const tdai: NameEntry = {
  kind: 'asset',
  id: 'a2',
  title: 'tDAI',
  subtitle: 'Test DAI (faucet)',
  terms: ['tDAI', 'Test DAI (faucet)'],
};
const btcMarket: NameEntry = {
  kind: 'market',
  id: 'm1',
  title: 'BTCUSDC.MF23',
  subtitle: 'BTC/USDC Monthly Futures',
  terms: ['BTCUSDC.MF23', 'BTC/USDC Monthly Futures'],
};
const aurora: NameEntry = {
  kind: 'validator',
  id: 'v1',
  title: 'Aurora Staking',
  subtitle: '',
  terms: ['Aurora Staking'],
};
const all = [btcMarket, aurora, tdai, usdc];

describe('matchQuality', () => {
  it('grades exact, prefix, word start and anywhere, ignoring case', () => {
    expect(matchQuality('USDC', 'usdc')).toBe(0);
    expect(matchQuality('USD Coin', 'usd')).toBe(1);
    expect(matchQuality('BTC/USDC Monthly Futures', 'usdc')).toBe(2);
    expect(matchQuality('Aurora Staking', 'staking')).toBe(2);
    expect(matchQuality('BTCUSDC.MF23', 'usdc')).toBe(3);
    expect(matchQuality('tDAI', 'eth')).toBeUndefined();
    expect(matchQuality('tDAI', '')).toBeUndefined();
  });
});

describe('rankNames', () => {
  it('puts the exact symbol first, then word starts, then substrings', () => {
    expect(rankNames('usdc', all).map((m) => [m.entry.id, m.quality])).toEqual([
      ['a1', 0],
      ['m1', 2],
    ]);
  });

  it('prefers a hit on the symbol or code over one on the longer name', () => {
    const gold = { ...usdc, id: 'g', title: 'GOLD', terms: ['GOLD', 'Tether Gold'] };
    const aau = { ...usdc, id: 'x', title: 'AAU', terms: ['AAU', 'Gold'] };
    expect(rankNames('gold', [aau, gold]).map((m) => m.entry.id)).toEqual(['g', 'x']);
  });

  it('orders equally good matches assets, markets, validators', () => {
    expect(rankNames('t', all).map((m) => m.entry.id)).toEqual(['a2', 'm1', 'v1']);
  });

  it('trims and collapses spaces, and honours the limit', () => {
    expect(rankNames('  aurora   staking ', all).map((m) => m.entry.id)).toEqual(['v1']);
    expect(rankNames('   ', all)).toEqual([]);
    expect(rankNames('a', all, 2)).toHaveLength(2);
  });

  it('finds an asset by its contract address', () => {
    expect(rankNames('0xABC', all).map((m) => m.entry.id)).toEqual(['a1']);
  });
});

describe('singleDestination', () => {
  it('opens the only match, or the only exact one among many', () => {
    expect(singleDestination(rankNames('aurora', all))?.id).toBe('v1');
    expect(singleDestination(rankNames('usdc', all))?.id).toBe('a1');
  });

  it('opens a lone inexact match only when every list was searched', () => {
    expect(singleDestination(rankNames('aurora', all), false)).toBeUndefined();
    expect(singleDestination(rankNames('usdc', all), false)?.id).toBe('a1');
  });

  it('leaves several inexact matches to the list', () => {
    expect(singleDestination(rankNames('t', all))).toBeUndefined();
    expect(singleDestination([])).toBeUndefined();
  });
});
