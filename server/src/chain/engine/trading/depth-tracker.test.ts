import { describe, expect, it } from 'vitest';
import { DepthTracker } from './depth-tracker.ts';

const lvl = (price: bigint, volume: bigint, numberOfOrders = 1) => ({
  price,
  volume,
  numberOfOrders,
});

describe('DepthTracker', () => {
  it('numbers changes, sends only changed levels, and removes emptied ones with volume 0', () => {
    const t = new DepthTracker('m');
    const first = t.update({ buy: [lvl(100n, 5n), lvl(99n, 2n)], sell: [lvl(101n, 3n)] });
    expect(first?.update).toEqual({
      marketId: 'm',
      buy: [
        { price: '100', numberOfOrders: '1', volume: '5' },
        { price: '99', numberOfOrders: '1', volume: '2' },
      ],
      sell: [{ price: '101', numberOfOrders: '1', volume: '3' }],
      sequenceNumber: '1',
      previousSequenceNumber: '0',
    });
    expect(t.update({ buy: [lvl(100n, 5n), lvl(99n, 2n)], sell: [lvl(101n, 3n)] })).toBeUndefined();
    const second = t.update({ buy: [lvl(100n, 7n, 2)], sell: [lvl(101n, 3n)] });
    expect(second?.update).toEqual({
      marketId: 'm',
      buy: [
        { price: '100', numberOfOrders: '2', volume: '7' },
        { price: '99', numberOfOrders: '0', volume: '0' },
      ],
      sell: [],
      sequenceNumber: '2',
      previousSequenceNumber: '1',
    });
    expect(second?.depth.buy).toEqual([{ price: '100', numberOfOrders: '2', volume: '7' }]);
  });
});
