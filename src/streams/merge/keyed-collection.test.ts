import { describe, expect, it } from 'vitest';
import {
  applyKeyedMessage,
  applyKeyedMessages,
  emptySnapshotState,
  fromSnapshotStream,
  resyncSnapshotState,
  upsertAll,
  type KeyRules,
} from './keyed-collection.ts';

interface Order {
  id: string;
  version: string;
  updatedAt: string;
  status: string;
}

const order = (id: string, version: string, status = 'ACTIVE', updatedAt = '1'): Order => ({
  id,
  version,
  updatedAt,
  status,
});
const rules: KeyRules<Order> = { keyOf: (o) => o.id, versionOf: (o) => [o.version, o.updatedAt] };
const values = <T>(map: ReadonlyMap<string, T>) => [...map.values()];

describe('upsertAll', () => {
  it('inserts and replaces by key, keeping the newer version', () => {
    const held = upsertAll(new Map(), [order('a', '2'), order('b', '1')], rules);
    const next = upsertAll(held, [order('a', '1', 'STALE'), order('b', '3', 'FILLED')], rules);
    expect(next.get('a')?.status).toBe('ACTIVE');
    expect(next.get('b')?.status).toBe('FILLED');
  });

  it('compares versions as integers beyond 2^53', () => {
    const held = upsertAll(new Map(), [order('a', '18446744073709551615', 'NEW')], rules);
    expect(
      upsertAll(held, [order('a', '18446744073709551614', 'OLD')], rules).get('a')?.status,
    ).toBe('NEW');
    expect(upsertAll(held, [order('a', '9', 'SHORT')], rules).get('a')?.status).toBe('NEW');
  });

  it('lets an equal version with a later second field replace (status changes)', () => {
    const held = upsertAll(new Map(), [order('a', '1', 'ACTIVE', '10')], rules);
    expect(upsertAll(held, [order('a', '1', 'FILLED', '11')], rules).get('a')?.status).toBe(
      'FILLED',
    );
    expect(upsertAll(held, [order('a', '1', 'OLD', '9')], rules).get('a')?.status).toBe('ACTIVE');
  });

  it('returns the same map when nothing changed', () => {
    const held = upsertAll(new Map(), [order('a', '2')], rules);
    expect(upsertAll(held, [order('a', '1')], rules)).toBe(held);
    expect(upsertAll(held, [], rules)).toBe(held);
  });
});

describe('snapshot then updates', () => {
  it('builds the state from snapshot pages and shows it only once the last page is in', () => {
    let state = emptySnapshotState<Order>();
    state = applyKeyedMessage(
      state,
      { snapshot: { items: [order('a', '1')], lastPage: false } },
      rules,
    );
    expect(state.ready).toBe(false);
    expect(state.items.size).toBe(0);
    state = applyKeyedMessage(
      state,
      { snapshot: { items: [order('b', '1')], lastPage: true } },
      rules,
    );
    expect(state.ready).toBe(true);
    expect(values(state.items).map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('queues updates that arrive before the snapshot completes and applies them after', () => {
    const state = applyKeyedMessages(
      emptySnapshotState<Order>(),
      [
        { snapshot: { items: [order('a', '1')], lastPage: false } },
        { updates: [order('a', '2', 'AMENDED'), order('c', '1')] },
        { snapshot: { items: [order('b', '1')], lastPage: true } },
      ],
      rules,
    );
    expect(state.queued).toEqual([]);
    expect(state.items.get('a')?.status).toBe('AMENDED');
    expect([...state.items.keys()].sort()).toEqual(['a', 'b', 'c']);
  });

  it('does not let a queued update older than the snapshot overwrite it', () => {
    const state = applyKeyedMessages(
      emptySnapshotState<Order>(),
      [
        { updates: [order('a', '1', 'OLD')] },
        { snapshot: { items: [order('a', '2', 'SNAPSHOT')], lastPage: true } },
      ],
      rules,
    );
    expect(state.items.get('a')?.status).toBe('SNAPSHOT');
  });

  it('applies updates directly once ready, by id and version', () => {
    let state = applyKeyedMessage(
      emptySnapshotState<Order>(),
      { snapshot: { items: [order('a', '3')], lastPage: true } },
      rules,
    );
    state = applyKeyedMessage(
      state,
      { updates: [order('a', '2', 'LATE'), order('d', '1')] },
      rules,
    );
    expect(state.items.get('a')?.version).toBe('3');
    expect(state.items.has('d')).toBe(true);
  });

  it('keeps the old items on resync until the new snapshot replaces them', () => {
    let state = applyKeyedMessage(
      emptySnapshotState<Order>(),
      { snapshot: { items: [order('a', '1'), order('gone', '1')], lastPage: true } },
      rules,
    );
    state = resyncSnapshotState(state);
    expect(state.ready).toBe(false);
    expect(state.items.size).toBe(2);
    state = applyKeyedMessage(
      state,
      { snapshot: { items: [order('a', '2')], lastPage: true } },
      rules,
    );
    expect([...state.items.keys()]).toEqual(['a']);
  });
});

describe('fromSnapshotStream', () => {
  it('reads any collection key, an empty last page included', () => {
    expect(
      fromSnapshotStream({ snapshot: { orders: [order('a', '1')], lastPage: false } }, 'orders'),
    ).toEqual({ snapshot: { items: [order('a', '1')], lastPage: false } });
    expect(fromSnapshotStream({ snapshot: { lastPage: true } }, 'positions')).toEqual({
      snapshot: { items: [], lastPage: true },
    });
    expect(fromSnapshotStream({ updates: { accounts: [1, 2] } }, 'accounts')).toEqual({
      updates: [1, 2],
    });
  });
});
