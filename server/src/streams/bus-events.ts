import { BusEventType, type BusEvent } from '#contract/event-bus.ts';
import type { BlockMeta } from './live-hub.ts';

type Name = BusEvent['type'];

/** Hub topics whose items become bus events one by one: the topic, the event type, its field. */
const ONE_EACH: readonly [topic: string, type: Name, field: string][] = [
  ['orders', 'BUS_EVENT_TYPE_ORDER', 'order'],
  ['trades', 'BUS_EVENT_TYPE_TRADE', 'trade'],
  ['accounts', 'BUS_EVENT_TYPE_ACCOUNT', 'account'],
  ['marginLevels', 'BUS_EVENT_TYPE_MARGIN_LEVELS', 'marginLevels'],
  ['ledgerMovements', 'BUS_EVENT_TYPE_LEDGER_MOVEMENTS', 'ledgerMovements'],
  ['marketData', 'BUS_EVENT_TYPE_MARKET_DATA', 'marketData'],
  ['governance', 'BUS_EVENT_TYPE_PROPOSAL', 'proposal'],
  ['votes', 'BUS_EVENT_TYPE_VOTE', 'vote'],
  ['liquidityProvisions', 'BUS_EVENT_TYPE_LIQUIDITY_PROVISION', 'liquidityProvision'],
  ['deposits', 'BUS_EVENT_TYPE_DEPOSIT', 'deposit'],
  ['withdrawals', 'BUS_EVENT_TYPE_WITHDRAWAL', 'withdrawal'],
  ['transfers', 'BUS_EVENT_TYPE_TRANSFER', 'transfer'],
];

/**
 * A committed block's bus events in stream encoding (`type` as its integer), built from the
 * block's stream payload (block-payload.ts), so a process that publishes from the outbox sends
 * the same: its time update, then orders, trades, accounts, margin levels, ledger movements (all
 * of the block in one event, as the reference batches them), market data, proposals, votes,
 * liquidity provisions, deposits, withdrawals and transfers. Ids are `<height>-<index>`.
 */
export function busEventsOf(
  meta: BlockMeta,
  topics: readonly (readonly [topic: string, items: readonly unknown[]])[],
): Record<string, unknown>[] {
  const byTopic = new Map(topics.map(([topic, items]) => [topic, items]));
  const payloads: [Name, string, unknown][] = [
    ['BUS_EVENT_TYPE_TIME_UPDATE', 'timeUpdate', { timestamp: meta.time }],
  ];
  for (const [topic, type, field] of ONE_EACH) {
    const items = byTopic.get(topic) ?? [];
    if (topic === 'ledgerMovements') {
      if (items.length) payloads.push([type, field, { ledgerMovements: items }]);
    } else if (topic === 'governance') {
      for (const data of items)
        payloads.push([type, field, (data as { proposal?: unknown }).proposal]);
    } else {
      for (const item of items) payloads.push([type, field, item]);
    }
  }
  return payloads.map(([type, field, value], i) => ({
    id: `${meta.height}-${i}`,
    block: meta.height,
    type: BusEventType.toNumber(type),
    [field]: value,
  }));
}
