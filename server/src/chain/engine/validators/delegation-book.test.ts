import { describe, expect, it } from 'vitest';
import { DelegationBook } from './delegation-book.ts';

describe('DelegationBook', () => {
  it('puts a delegation into the next epoch only', () => {
    const book = new DelegationBook();
    book.seed('p', 'n', 100n);
    book.delegate('p', 'n', 50n);
    expect(book.get('p', 'n')).toMatchObject({ active: 100n, next: 150n });
    expect(book.partyNextTotal('p')).toBe(150n);
    book.rollOver();
    expect(book.get('p', 'n')).toMatchObject({ active: 150n, next: 150n });
  });

  it('undelegates at the end of the epoch from the next epoch only', () => {
    const book = new DelegationBook();
    book.seed('p', 'n', 100n);
    book.undelegateAtEnd('p', 'n', 30n);
    expect(book.get('p', 'n')).toMatchObject({ active: 100n, next: 70n });
    expect(() => book.undelegateAtEnd('p', 'n', 71n)).toThrow(RangeError);
    book.rollOver();
    expect(book.get('p', 'n')).toMatchObject({ active: 70n, next: 70n });
  });

  it('undelegates now from what was pending first, then from the stake in effect', () => {
    const book = new DelegationBook();
    book.seed('p', 'n', 100n);
    book.delegate('p', 'n', 50n);
    book.undelegateNow('p', 'n', 80n);
    expect(book.get('p', 'n')).toMatchObject({ active: 70n, next: 70n });
    book.undelegateAtEnd('p', 'n', 20n);
    book.undelegateNow('p', 'n', 10n);
    expect(book.get('p', 'n')).toMatchObject({ active: 60n, next: 40n });
  });

  it('drops emptied delegations at the epoch boundary and reports what changed', () => {
    const book = new DelegationBook();
    book.seed('p', 'a', 10n);
    book.seed('p', 'b', 10n);
    expect(book.drainChanged()).toHaveLength(2);
    book.undelegateAtEnd('p', 'a', 10n);
    expect(book.drainChanged()).toEqual([{ party: 'p', node: 'a', active: 10n, next: 0n }]);
    book.rollOver();
    expect(book.drainChanged()).toEqual([{ party: 'p', node: 'a', active: 0n, next: 0n }]);
    expect(book.get('p', 'a')).toBeUndefined();
    expect(book.forParty('p').map((e) => e.node)).toEqual(['b']);
  });
});
