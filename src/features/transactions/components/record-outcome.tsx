import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Transaction } from '#contract/transaction.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { AssetAmount, AssetName } from '../../../entities/asset/asset-cells.tsx';
import { PartyLink } from '../../../entities/party/party-link.tsx';
import { NEVER_ENACTED } from '../../../entities/proposal/proposal-directory.ts';
import { recordOutcomeQueries as outcomeQueries } from '../api/record-outcome-queries.ts';

// The records a transaction created that are looked up by the id derived from its signature
// (transaction-outcome.tsx shows the rest): proposals, transfers, withdrawals, chain events.

/**
 * A record looked up by the id derived from the signature: the id, then what the record is now
 * once it is read, or that this node has none (`null`: the lookup found nothing).
 */
function DerivedRecord<T>({
  label,
  id,
  href,
  data,
  missing,
  children,
}: {
  label: string;
  id: string;
  href?: string;
  data: T | null | undefined;
  missing: string;
  children: (record: T) => ReactNode;
}) {
  return (
    <>
      <p>
        {label}: <IdText value={id} {...(href ? { href } : {})} />
      </p>
      {data !== null && data !== undefined && children(data)}
      {data === null && <p className="muted">{missing}</p>}
    </>
  );
}

function CreatedProposal({ id }: { id: string }) {
  const query = useQuery(outcomeQueries.proposal(id));
  return (
    <DerivedRecord
      label="Proposal id (derived from the signature)"
      id={id}
      href={paths.proposal.href(id)}
      data={query.data}
      missing="This node has no proposal with that id."
    >
      {(proposal) => (
        <p>
          State: {enumToWords(proposal.state)}
          {!proposal.terms.newFreeform && (
            <>
              {' · '}
              <EnactmentLine state={proposal.state} seconds={proposal.terms.enactmentTimestamp} />
            </>
          )}
        </p>
      )}
    </DerivedRecord>
  );
}

/** "Enacted 2 min ago" only once it was; before, the time it is scheduled for. */
function EnactmentLine({ state, seconds }: { state: string; seconds: string }) {
  const ns = /^\d+$/.test(seconds) && seconds !== '0' ? `${seconds}000000000` : '0';
  if (state === 'STATE_ENACTED')
    return (
      <>
        Enacted <Timestamp ns={ns} />
      </>
    );
  if (NEVER_ENACTED.has(state as never))
    return (
      <>
        Not enacted (was scheduled <Timestamp ns={ns} />)
      </>
    );
  return (
    <>
      Enactment scheduled <Timestamp ns={ns} />
    </>
  );
}

function CreatedTransfer({ submitter, id }: { submitter: string; id: string }) {
  const query = useQuery(outcomeQueries.transfer(submitter, id));
  return (
    <DerivedRecord
      label="Transfer id (derived from the signature)"
      id={id}
      data={query.data}
      missing="This node lists no transfer with that id."
    >
      {(transfer) => (
        <p>
          Status: {enumToWords(transfer.status)}
          {transfer.reason ? ` — ${transfer.reason}` : ''}, <Timestamp ns={transfer.timestamp} />
        </p>
      )}
    </DerivedRecord>
  );
}

function CreatedWithdrawal({ id }: { id: string }) {
  const query = useQuery(outcomeQueries.withdrawal(id));
  return (
    <DerivedRecord
      label="Withdrawal id (derived from the signature)"
      id={id}
      href={paths.withdrawal.href(id)}
      data={query.data}
      missing="This node has no withdrawal with that id."
    >
      {(withdrawal) => <p>Status: {enumToWords(withdrawal.status)}</p>}
    </DerivedRecord>
  );
}

/** What a proposal, transfer, withdrawal or chain event created, by command. */
export function RecordOutcome({ tx, derived }: { tx: Transaction; derived: string }) {
  const c = tx.command;
  if (c.proposalSubmission) return <CreatedProposal id={derived} />;
  if (c.transfer) return <CreatedTransfer submitter={tx.submitter} id={derived} />;
  if (c.withdrawSubmission) return <CreatedWithdrawal id={derived} />;
  if (c.chainEvent) return <ChainEventOutcome tx={tx} derived={derived} />;
  return <p className="muted">This kind of transaction creates no record the explorer shows.</p>;
}

function CreditedDeposit({ id }: { id: string }) {
  const query = useQuery(outcomeQueries.deposit(id));
  return (
    <DerivedRecord
      label="Deposit (id derived from the signature)"
      id={id}
      href={paths.deposit.href(id)}
      data={query.data}
      missing="This node has no deposit with that id."
    >
      {(deposit) => (
        <p>
          <AssetAmount assetId={deposit.asset} raw={deposit.amount} /> to{' '}
          <PartyLink partyId={deposit.partyId} tab="deposits" /> · {enumToWords(deposit.status)}
        </p>
      )}
    </DerivedRecord>
  );
}

function PaidWithdrawal({ assetId, reference }: { assetId: string; reference: string }) {
  const query = useQuery(outcomeQueries.withdrawalByRef(assetId, reference));
  if (query.isPending) return <p aria-busy="true">Looking up the withdrawal it paid out…</p>;
  if (!query.data)
    return (
      <p className="muted">
        No withdrawal of <AssetName assetId={assetId} /> with reference {reference} among the newest
        on this node.
      </p>
    );
  return (
    <p>
      Paid out withdrawal{' '}
      <IdText value={query.data.id} href={paths.withdrawal.href(query.data.id)} /> of{' '}
      <AssetAmount assetId={query.data.asset} raw={query.data.amount} /> from{' '}
      <PartyLink partyId={query.data.partyId} tab="withdrawals" />
    </p>
  );
}

/** What an event of the external chain changed on this network: a deposit, asset, stake. */
function ChainEventOutcome({ tx, derived }: { tx: Transaction; derived: string }) {
  const e = tx.command.chainEvent;
  if (!e) return null;
  const deposit = e.erc20?.deposit ?? e.builtin?.deposit;
  if (deposit) return <CreditedDeposit id={derived} />;
  if (e.erc20?.withdrawal)
    return (
      <PaidWithdrawal
        assetId={e.erc20.withdrawal.netAssetId}
        reference={e.erc20.withdrawal.referenceNonce}
      />
    );
  const assetId =
    e.erc20?.assetList?.netAssetId ??
    e.erc20?.assetDelist?.netAssetId ??
    e.erc20?.assetLimitsUpdated?.netAssetId;
  if (assetId)
    return (
      <p>
        Asset: <AssetName assetId={assetId} />
      </p>
    );
  const stake = e.stakingEvent?.stakeDeposited ?? e.stakingEvent?.stakeRemoved;
  if (stake)
    return (
      <p>
        Stake of <PartyLink partyId={stake.netPublicKey} tab="delegations" /> (its delegations)
      </p>
    );
  if (e.erc20Multisig)
    return (
      <p>
        Validators’ multisig signers: <Link to={paths.validators.href()}>validators</Link>
      </p>
    );
  return <p className="muted">This event changes no record the explorer shows.</p>;
}
