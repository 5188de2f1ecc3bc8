import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import type { BusEvent } from '#contract/event-bus.ts';

type Payload = Omit<BusEvent, 'id' | 'block'>;

/**
 * What a committed block did, as the reference's bus events in the order the reference emits a
 * block's events: its time, then orders, trades, accounts, margin levels, ledger movements,
 * market data, proposals, votes and liquidity provisions. Ids are `<height>-<index>`.
 */
export function busEvents(out: BlockOutput): BusEvent[] {
  const payloads: Payload[] = [
    { type: 'BUS_EVENT_TYPE_TIME_UPDATE', timeUpdate: { timestamp: out.timeNs.toString() } },
    ...[...out.orders.values()].map((order): Payload => ({ type: 'BUS_EVENT_TYPE_ORDER', order })),
    ...out.trades.map(({ trade }): Payload => ({ type: 'BUS_EVENT_TYPE_TRADE', trade })),
    ...out.accounts.map((account): Payload => ({ type: 'BUS_EVENT_TYPE_ACCOUNT', account })),
    ...out.marginLevels.map((marginLevels): Payload => ({
      type: 'BUS_EVENT_TYPE_MARGIN_LEVELS',
      marginLevels,
    })),
    ...(out.ledgerMovements.length
      ? [
          {
            type: 'BUS_EVENT_TYPE_LEDGER_MOVEMENTS',
            ledgerMovements: { ledgerMovements: out.ledgerMovements },
          } satisfies Payload,
        ]
      : []),
    ...out.marketData.map((marketData): Payload => ({
      type: 'BUS_EVENT_TYPE_MARKET_DATA',
      marketData,
    })),
    ...out.governance
      .governanceEvents()
      .map(({ proposal }): Payload => ({ type: 'BUS_EVENT_TYPE_PROPOSAL', proposal })),
    ...[...out.governance.votes.values()].map(({ vote }): Payload => ({
      type: 'BUS_EVENT_TYPE_VOTE',
      vote,
    })),
    ...[...out.governance.liquidityProvisions.values()].map((liquidityProvision): Payload => ({
      type: 'BUS_EVENT_TYPE_LIQUIDITY_PROVISION',
      liquidityProvision,
    })),
  ];
  const block = out.height.toString();
  return payloads.map((payload, i) => ({ id: `${block}-${i}`, block, ...payload }));
}
