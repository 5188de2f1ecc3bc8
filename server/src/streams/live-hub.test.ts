import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LiveHub, type Delivery } from './live-hub.ts';

const meta = { height: '7', time: '7000000000' };

describe('LiveHub', () => {
  it('delivers only the items a filter accepts, and nothing when it accepts none', () => {
    const hub = new LiveHub();
    const even: Delivery<number>[] = [];
    const all: Delivery<number>[] = [];
    hub.subscribe<number>(
      'n',
      (n) => n % 2 === 0,
      (d) => even.push(d),
    );
    hub.subscribe<number>('n', undefined, (d) => all.push(d));
    hub.publish('n', [1, 2, 3, 4], meta);
    hub.publish('n', [5], meta);
    hub.publish('other', [6], meta);
    expect(even.map((d) => d.indices)).toEqual([[1, 3]]);
    expect(all.map((d) => d.indices)).toEqual([[0, 1, 2, 3], [0]]);
    expect(all[0]!.batch.meta).toEqual(meta);
    expect(even[0]!.batch).toBe(all[0]!.batch); // one batch shared by every subscriber
  });

  it('serialises each item lazily and at most once per publish', () => {
    const serialize = vi.fn((v: unknown) => JSON.stringify(v));
    const hub = new LiveHub({ serialize });
    const fragments: string[][] = [];
    for (let s = 0; s < 3; s++)
      hub.subscribe<{ id: number }>('t', undefined, ({ batch, indices }) =>
        fragments.push(indices.map((i) => batch.jsonAt(i))),
      );
    const batch = hub.publish('t', [{ id: 1 }, { id: 2 }, { id: 3 }], meta);
    expect(serialize).toHaveBeenCalledTimes(3);
    expect(fragments).toEqual(Array(3).fill(['{"id":1}', '{"id":2}', '{"id":3}']));
    expect(batch.memoize('k', () => 1)).toBe(1);
    expect(batch.memoize('k', () => 2)).toBe(1);
  });

  it('keeps serving the others when a subscriber throws, and reports it', () => {
    const errors: unknown[] = [];
    const hub = new LiveHub({ onSubscriberError: (e) => errors.push(e) });
    const got: number[] = [];
    hub.subscribe('t', undefined, () => {
      throw new Error('boom');
    });
    hub.subscribe<number>(
      't',
      () => {
        throw new Error('bad filter');
      },
      () => got.push(-1),
    );
    hub.subscribe<number>('t', undefined, ({ indices }) => got.push(indices.length));
    hub.publish('t', [1, 2], meta);
    expect(got).toEqual([2]);
    expect(errors).toHaveLength(2);
  });

  it('stops delivering after unsubscribe, also when it happens during a publish', () => {
    const hub = new LiveHub();
    const got: string[] = [];
    let unsubscribeB = () => {};
    hub.subscribe('t', undefined, () => {
      got.push('a');
      unsubscribeB();
    });
    unsubscribeB = hub.subscribe('t', undefined, () => got.push('b'));
    hub.publish('t', [1], meta);
    expect(got).toEqual(['a']);
    expect(hub.subscriberCount('t')).toBe(1);
    expect(hub.subscriberCount()).toBe(1);
    unsubscribeB(); // idempotent
    expect(hub.subscriberCount('t')).toBe(1);
  });

  it('gives every subscriber exactly the matching indices, in order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 5 }),
        (values, wanted) => {
          const hub = new LiveHub();
          const seen = wanted.map(() => [] as number[]);
          wanted.forEach((w, s) =>
            hub.subscribe<number>(
              't',
              (v) => v === w,
              ({ batch, indices }) => seen[s]!.push(...indices.map((i) => batch.items[i]!)),
            ),
          );
          hub.publish('t', values, meta);
          wanted.forEach((w, s) => expect(seen[s]).toEqual(values.filter((v) => v === w)));
        },
      ),
    );
  });
});
