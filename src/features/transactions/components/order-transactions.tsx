import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Order } from '#contract/order.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { orderLinkQueries } from '../api/order-link-queries.ts';
import { summariseOrderTx } from '../decode/summarise-order-tx.ts';
import { lastUpdate } from '../order-link.ts';
import { useMarketLookups } from '../use-market-lookups.ts';
import { ResultBadge } from './result-badge.tsx';

interface OrderTransactionsProps {
  order: Order;
  versions: readonly Order[];
}

/**
 * The transactions that submitted, amended and cancelled an order. How they are found is in
 * order-link.ts: the blocks of the order's times, the party's transactions in them, and the
 * id each submission derives from its signature.
 */
export function OrderTransactions({ order, versions }: OrderTransactionsProps) {
  const lookups = useMarketLookups();
  const latestUpdate = useMemo(
    () => lastUpdate(order.createdAt, [order.updatedAt, ...versions.map((v) => v.updatedAt)]),
    [order.createdAt, order.updatedAt, versions],
  );
  const ref = {
    id: order.id,
    partyId: order.partyId,
    marketId: order.marketId,
    createdAt: order.createdAt,
  };
  const madeByTx = order.partyId !== 'network' && order.liquidityProvisionId === '';
  const query = useQuery({
    ...orderLinkQueries.forOrder(ref, latestUpdate),
    enabled: madeByTx,
  });

  if (order.partyId === 'network')
    return <p>The network made this order (a close-out): no transaction submitted it.</p>;
  if (order.liquidityProvisionId) {
    return (
      <p>
        Deployed from the liquidity provision <IdText value={order.liquidityProvisionId} />: the
        provision’s transaction, not an order submission, created it.
      </p>
    );
  }
  if (query.isPending) return <p aria-busy="true">Finding the blocks of this order’s changes…</p>;
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  const { links, unlocated } = query.data;
  return (
    <>
      {links.length === 0 ? (
        <p>No transaction of this party in those blocks names the order.</p>
      ) : (
        <ul className="order-tx-list" aria-label="Transactions of this order">
          {links.map(({ tx, role, inBatch }) => (
            <li key={`${tx.hash}-${role}`}>
              <strong>{role}</strong>
              {inBatch ? ' (in a batch)' : ''} by{' '}
              <IdText value={tx.hash} href={paths.transaction.href(tx.hash)} /> in block {tx.block}{' '}
              · <ResultBadge code={tx.code} error={tx.error} />
              <span className="muted"> — {summariseOrderTx(tx, lookups)}</span>
            </li>
          ))}
        </ul>
      )}
      {unlocated.length > 0 && (
        <p className="muted">
          No block could be found for {unlocated.length === 1 ? 'this time' : 'these times'}:{' '}
          {unlocated.map((t, i) => (
            <span key={t}>
              {i > 0 && ', '}
              <Timestamp ns={t} />
            </span>
          ))}
          .
        </p>
      )}
      <p className="muted small">
        Found by locating the blocks of the order’s creation and latest update, then reading the
        party’s transactions from one to the other; a submission is confirmed by the order id its
        signature derives.
      </p>
    </>
  );
}
