import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Transaction } from '#contract/transaction.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { AssetAmount, AssetName } from '../../../entities/asset/asset-cells.tsx';
import { PartyLink } from '../../../entities/party/party-link.tsx';
import { isMissing } from '../../../entities/endpoint/endpoint-query.ts';
import { fundsOutcomeQueries as outcomeQueries } from '../api/funds-outcome-queries.ts';
import { Derived } from './derived-record.tsx';

// Withdrawals and the external chain's events (deposits credited, withdrawals paid out, assets,
// stake): one module, loaded by transaction-outcome.tsx for those commands only.

/** The withdrawal a withdrawal command created, with its status. */
export function CreatedWithdrawal({ id }: { id: string }) {
  const query = useQuery(outcomeQueries.withdrawal(id));
  return (
    <>
      <Derived
        label="Withdrawal id (derived from the signature)"
        id={id}
        href={paths.withdrawal.href(id)}
      />
      {query.data && <p>Status: {enumToWords(query.data.status)}</p>}
      {isMissing(query.error) && <p className="muted">This node has no withdrawal with that id.</p>}
    </>
  );
}

function CreditedDeposit({ id }: { id: string }) {
  const query = useQuery(outcomeQueries.deposit(id));
  return (
    <>
      <Derived
        label="Deposit (id derived from the signature)"
        id={id}
        href={paths.deposit.href(id)}
      />
      {query.data && (
        <p>
          <AssetAmount assetId={query.data.asset} raw={query.data.amount} /> to{' '}
          <PartyLink partyId={query.data.partyId} tab="deposits" /> ·{' '}
          {enumToWords(query.data.status)}
        </p>
      )}
      {isMissing(query.error) && <p className="muted">This node has no deposit with that id.</p>}
    </>
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
export function ChainEventOutcome({ tx, derived }: { tx: Transaction; derived: string }) {
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
