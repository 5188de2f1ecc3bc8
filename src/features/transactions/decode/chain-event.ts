// A chain event as labelled fields; in one line: chain-event-summary.ts.
import type { ChainEvent } from '#contract/commands/chain-event.ts';
import type { Decode } from './codec.ts';
import { field, group, idValue, present, text, timeFromSeconds, type Field } from './fields.ts';
import { amountValue, stakeText, type Lookups } from './lookups.ts';

const asset = (lookups: Lookups, id: string) =>
  field('Asset', idValue(id, 'asset', lookups.assets.get(id)?.symbol));
const stake = (lookups: Lookups, raw: string) => text(stakeText(lookups, raw), raw);
const ethPosition = (e: { index: string; block: string }) => [
  field('Ethereum block', text(e.block)),
  field('Log index', text(e.index)),
];

function decodeMember(e: ChainEvent, lookups: Lookups): Field[] {
  const b = e.builtin;
  if (b) {
    const move = b.deposit ?? b.withdrawal;
    return present(
      field('Source', text(`Builtin asset ${b.deposit ? 'deposit' : 'withdrawal'}`)),
      move && asset(lookups, move.netAssetId),
      move && field('Party', idValue(move.partyId, 'party')),
      move && field('Amount', amountValue(lookups, move.netAssetId, move.amount)),
    );
  }
  const erc20 = e.erc20;
  if (erc20) {
    const { assetList, assetDelist, deposit, withdrawal, assetLimitsUpdated: limits } = erc20;
    return present(
      field('Source', text('ERC-20 bridge')),
      ...ethPosition(erc20),
      assetList &&
        field(
          'Asset listed',
          group([
            asset(lookups, assetList.netAssetId),
            field('Contract', idValue(assetList.assetSource)),
          ]),
        ),
      assetDelist && field('Asset delisted', group([asset(lookups, assetDelist.netAssetId)])),
      deposit &&
        field(
          'Deposit',
          group([
            asset(lookups, deposit.netAssetId),
            field('From', idValue(deposit.sourceEthereumAddress)),
            field('To party', idValue(deposit.targetPartyId, 'party')),
            field('Amount', amountValue(lookups, deposit.netAssetId, deposit.amount)),
          ]),
        ),
      withdrawal &&
        field(
          'Withdrawal',
          group([
            asset(lookups, withdrawal.netAssetId),
            field('To', idValue(withdrawal.targetEthereumAddress)),
            field('Reference nonce', text(withdrawal.referenceNonce)),
          ]),
        ),
      limits &&
        field(
          'Asset limits updated',
          group([
            asset(lookups, limits.netAssetId),
            field('Source', idValue(limits.sourceEthereumAddress)),
            field('Lifetime limit', amountValue(lookups, limits.netAssetId, limits.lifetimeLimits)),
            field(
              'Withdraw threshold',
              amountValue(lookups, limits.netAssetId, limits.withdrawThreshold),
            ),
          ]),
        ),
      erc20.bridgeStopped && field('Bridge', text('Stopped')),
      erc20.bridgeResumed && field('Bridge', text('Resumed')),
    );
  }
  const multisig = e.erc20Multisig;
  if (multisig) {
    const { signerAdded: added, signerRemoved: removed, thresholdSet: threshold } = multisig;
    return present(
      field('Source', text('ERC-20 multisig control')),
      ...ethPosition(multisig),
      added &&
        field(
          'Signer added',
          group([
            field('Signer', idValue(added.newSigner)),
            field('Nonce', text(added.nonce)),
            field('At', timeFromSeconds(added.blockTime)),
          ]),
        ),
      removed &&
        field(
          'Signer removed',
          group([
            field('Signer', idValue(removed.oldSigner)),
            field('Nonce', text(removed.nonce)),
            field('At', timeFromSeconds(removed.blockTime)),
          ]),
        ),
      threshold &&
        field(
          'Threshold set',
          group([
            field('New threshold', text(`${threshold.newThreshold} / 1000`)),
            field('Nonce', text(threshold.nonce)),
            field('At', timeFromSeconds(threshold.blockTime)),
          ]),
        ),
    );
  }
  const staking = e.stakingEvent;
  if (staking) {
    const movement = staking.stakeDeposited ?? staking.stakeRemoved;
    return present(
      field('Source', text('Staking bridge')),
      ...ethPosition(staking),
      movement &&
        field(
          staking.stakeDeposited ? 'Stake deposited' : 'Stake removed',
          group([
            field('Ethereum address', idValue(movement.ethereumAddress)),
            field('Party', idValue(movement.netPublicKey, 'party')),
            field('Amount', stake(lookups, movement.amount)),
            field('At', timeFromSeconds(movement.blockTime)),
          ]),
        ),
      staking.totalSupply &&
        field(
          'Total supply',
          group([
            field('Token', idValue(staking.totalSupply.tokenAddress)),
            field('Total supply', stake(lookups, staking.totalSupply.totalSupply)),
          ]),
        ),
    );
  }
  return [field('Source', text('Unknown event'))];
}

export const decodeChainEvent: Decode<'chainEvent'> = (e, lookups) => [
  field('External transaction', idValue(e.txId)),
  field('Nonce', text(e.nonce)),
  ...decodeMember(e, lookups),
];
