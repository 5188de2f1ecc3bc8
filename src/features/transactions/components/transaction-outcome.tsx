import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Transaction } from '#contract/transaction.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { outcomeQueries } from '../api/outcome-queries.ts';
import { firstDerivedId } from '../derived-ids.ts';

export type RenderOrder = (orderId: string) => ReactNode;

function CreatedOrders({
  tx,
  renderOrder,
}: {
  tx: Transaction;
  renderOrder?: RenderOrder | undefined;
}) {
  const query = useQuery(outcomeQueries.createdOrders(tx.signature.value, tx.command));
  const derived = firstDerivedId(tx.signature.value) ?? '';
  if (query.isPending) return <p aria-busy="true">Looking up the orders it created…</p>;
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <p>
        No order was recorded under the id derived from this transaction (<IdText value={derived} />
        ){tx.code !== 0 ? ': the transaction failed before an order was made.' : '.'}
      </p>
    );
  }
  return (
    <>
      <p className="muted">
        Order ids are derived from the transaction’s signature (SHA3-256 of its bytes, then of each
        id in turn), the network’s own rule.
      </p>
      {query.data.map((id, i) => (
        <section key={id} className="outcome-order" aria-label={`Created order ${i + 1}`}>
          <h3>
            Created order{query.data.length > 1 ? ` ${i + 1}` : ''}:{' '}
            <IdText value={id} href={paths.order.href(id)} />
          </h3>
          {renderOrder?.(id)}
        </section>
      ))}
    </>
  );
}

function Derived({ label, id, href }: { label: string; id: string; href?: string }) {
  return (
    <p>
      {label}: <IdText value={id} {...(href ? { href } : {})} />
    </p>
  );
}

function CreatedProposal({ id }: { id: string }) {
  const query = useQuery(outcomeQueries.proposal(id));
  return (
    <>
      <Derived
        label="Proposal id (derived from the signature)"
        id={id}
        href={paths.proposal.href(id)}
      />
      {query.data && <p>State: {enumToWords(query.data.state)}</p>}
      {query.data === null && <p className="muted">This node has no proposal with that id.</p>}
    </>
  );
}

function CreatedTransfer({ submitter, id }: { submitter: string; id: string }) {
  const query = useQuery(outcomeQueries.transfer(submitter, id));
  return (
    <>
      <Derived label="Transfer id (derived from the signature)" id={id} />
      {query.data && (
        <p>
          Status: {enumToWords(query.data.status)}
          {query.data.reason ? ` — ${query.data.reason}` : ''},{' '}
          <Timestamp ns={query.data.timestamp} />
        </p>
      )}
      {query.data === null && <p className="muted">This node lists no transfer with that id.</p>}
    </>
  );
}

function CreatedWithdrawal({ id }: { id: string }) {
  const query = useQuery(outcomeQueries.withdrawal(id));
  return (
    <>
      <Derived
        label="Withdrawal id (derived from the signature)"
        id={id}
        href={paths.withdrawal.href(id)}
      />
      {query.data && <p>Status: {enumToWords(query.data.status)}</p>}
      {query.data === null && <p className="muted">This node has no withdrawal with that id.</p>}
    </>
  );
}

function TouchedOrder({
  verb,
  id,
  renderOrder,
}: {
  verb: string;
  id: string;
  renderOrder?: RenderOrder | undefined;
}) {
  return (
    <>
      <h3>
        {verb} order <IdText value={id} href={paths.order.href(id)} />
      </h3>
      {renderOrder?.(id)}
    </>
  );
}

/** What the transaction created and what became of it, by command. */
export function TransactionOutcome({
  tx,
  renderOrder,
}: {
  tx: Transaction;
  renderOrder?: RenderOrder;
}) {
  const c = tx.command;
  const derived = firstDerivedId(tx.signature.value) ?? '';
  if (c.orderSubmission || c.batchMarketInstructions)
    return <CreatedOrders tx={tx} renderOrder={renderOrder} />;
  if (c.orderAmendment)
    return <TouchedOrder verb="Amended" id={c.orderAmendment.orderId} renderOrder={renderOrder} />;
  if (c.orderCancellation?.orderId) {
    return (
      <TouchedOrder verb="Cancelled" id={c.orderCancellation.orderId} renderOrder={renderOrder} />
    );
  }
  if (c.orderCancellation)
    return (
      <p>Cancelled all the party’s orders{c.orderCancellation.marketId ? ' on one market' : ''}.</p>
    );
  if (c.voteSubmission) {
    const id = c.voteSubmission.proposalId;
    const label = tx.code === 0 ? 'Voted on proposal' : 'The vote was on proposal';
    return (
      <>
        {tx.code !== 0 && <p>The vote failed, so it was not counted.</p>}
        <Derived label={label} id={id} href={paths.proposal.href(id)} />
      </>
    );
  }
  // A failed command changed nothing (batches excepted: their other instructions stand).
  if (tx.code !== 0) return <p>The transaction failed, so it changed nothing.</p>;
  if (c.proposalSubmission) return <CreatedProposal id={derived} />;
  if (c.transfer) return <CreatedTransfer submitter={tx.submitter} id={derived} />;
  if (c.withdrawSubmission) return <CreatedWithdrawal id={derived} />;
  if (c.liquidityProvisionSubmission)
    return <Derived label="Liquidity provision id (derived from the signature)" id={derived} />;
  return <p className="muted">This kind of transaction creates no record the explorer shows.</p>;
}
