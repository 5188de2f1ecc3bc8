import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import type { Transaction } from '#contract/transaction.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { PartyLink } from '../../../entities/party/party-link.tsx';
import { ProposalTitle } from '../../../entities/proposal/proposal-title.tsx';
import { ValidatorName } from '../../../entities/validator/validator-name.tsx';
import { outcomeQueries } from '../api/outcome-queries.ts';
import { firstDerivedId } from '../derived-ids.ts';
import { Derived } from './derived-record.tsx';
import { CreatedProposal } from './proposal-outcome.tsx';

export type RenderOrder = (orderId: string) => ReactNode;

// The records looked up by their derived id load with their own module, one per kind of
// record: their queries and schemas are not first-route code of every transaction, and a
// transfer's page does not load the withdrawal's (the first-route JavaScript budget). A proposal
// comes from the proposal directory the page has loaded anyway (proposal-outcome.tsx).
const CreatedTransfer = lazy(() =>
  import('./transfer-outcome.tsx').then((m) => ({ default: m.CreatedTransfer })),
);
const CreatedWithdrawal = lazy(() =>
  import('./funds-outcome.tsx').then((m) => ({ default: m.CreatedWithdrawal })),
);
const ChainEventOutcome = lazy(() =>
  import('./funds-outcome.tsx').then((m) => ({ default: m.ChainEventOutcome })),
);

/** What a proposal, transfer, withdrawal or chain event created, by command. */
function RecordOutcome({ tx, derived }: { tx: Transaction; derived: string }) {
  const c = tx.command;
  if (c.proposalSubmission) return <CreatedProposal id={derived} />;
  if (c.transfer) return <CreatedTransfer submitter={tx.submitter} id={derived} />;
  if (c.withdrawSubmission) return <CreatedWithdrawal id={derived} />;
  if (c.chainEvent) return <ChainEventOutcome tx={tx} derived={derived} />;
  return null;
}

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
        <p>
          {label}: <ProposalTitle proposalId={id} />
        </p>
      </>
    );
  }
  // A failed command changed nothing (batches excepted: their other instructions stand).
  if (tx.code !== 0) return <p>The transaction failed, so it changed nothing.</p>;
  if (c.liquidityProvisionSubmission)
    return <Derived label="Liquidity provision id (derived from the signature)" id={derived} />;
  if (c.delegateSubmission || c.undelegateSubmission) {
    const nodeId = (c.delegateSubmission ?? c.undelegateSubmission)?.nodeId ?? '';
    return (
      <>
        <p>
          {c.delegateSubmission ? 'Delegated to' : 'Undelegated from'}:{' '}
          <ValidatorName nodeId={nodeId} />
        </p>
        <p>
          The party’s delegations: <PartyLink partyId={tx.submitter} tab="delegations" />
        </p>
      </>
    );
  }
  if (c.validatorHeartbeat || c.announceNode || c.issueSignatures) {
    const nodeId =
      c.validatorHeartbeat?.nodeId ?? c.issueSignatures?.validatorNodeId ?? c.announceNode?.id;
    if (nodeId)
      return (
        <p>
          Node: <ValidatorName nodeId={nodeId} />
        </p>
      );
  }
  if (c.proposalSubmission || c.transfer || c.withdrawSubmission || c.chainEvent)
    return (
      <Suspense fallback={null}>
        <RecordOutcome tx={tx} derived={derived} />
      </Suspense>
    );
  return <p className="muted">This kind of transaction creates no record the explorer shows.</p>;
}
