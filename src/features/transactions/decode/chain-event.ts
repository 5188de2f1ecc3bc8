import type { ChainEvent } from '../../../../server/src/contract/commands/chain-event.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { CommandCodec } from './codec.ts';
import { field, group, idValue, present, text, timeFromSeconds, type Field } from './fields.ts';
import { amountText, amountValue, assetSymbol, stakeText, type Lookups } from './lookups.ts';

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

function summarise(e: ChainEvent, lookups: Lookups): string {
  const to = (party: string) => truncateMiddle(party);
  if (e.builtin?.deposit) {
    const d = e.builtin.deposit;
    return `Deposit ${amountText(lookups, d.netAssetId, d.amount)} to ${to(d.partyId)}`;
  }
  if (e.builtin?.withdrawal) {
    const w = e.builtin.withdrawal;
    return `Withdraw ${amountText(lookups, w.netAssetId, w.amount)} from ${to(w.partyId)}`;
  }
  const erc20 = e.erc20;
  if (erc20?.deposit)
    return `Deposit ${amountText(lookups, erc20.deposit.netAssetId, erc20.deposit.amount)} to ${to(erc20.deposit.targetPartyId)}`;
  if (erc20?.withdrawal)
    return `Bridge withdrawal of ${assetSymbol(lookups, erc20.withdrawal.netAssetId)} to ${to(erc20.withdrawal.targetEthereumAddress)}`;
  if (erc20?.assetList)
    return `List ${assetSymbol(lookups, erc20.assetList.netAssetId)} on the bridge`;
  if (erc20?.assetDelist)
    return `Delist ${assetSymbol(lookups, erc20.assetDelist.netAssetId)} from the bridge`;
  if (erc20?.assetLimitsUpdated)
    return `Update bridge limits of ${assetSymbol(lookups, erc20.assetLimitsUpdated.netAssetId)}`;
  if (erc20?.bridgeStopped) return 'Bridge stopped';
  if (erc20?.bridgeResumed) return 'Bridge resumed';
  const m = e.erc20Multisig;
  if (m?.signerAdded) return `Multisig signer ${to(m.signerAdded.newSigner)} added`;
  if (m?.signerRemoved) return `Multisig signer ${to(m.signerRemoved.oldSigner)} removed`;
  if (m?.thresholdSet) return `Multisig threshold set to ${m.thresholdSet.newThreshold} / 1000`;
  const s = e.stakingEvent;
  if (s?.stakeDeposited)
    return `Stake ${stakeText(lookups, s.stakeDeposited.amount)} deposited for ${to(s.stakeDeposited.netPublicKey)}`;
  if (s?.stakeRemoved)
    return `Stake ${stakeText(lookups, s.stakeRemoved.amount)} removed for ${to(s.stakeRemoved.netPublicKey)}`;
  if (s?.totalSupply)
    return `Stake token total supply is ${stakeText(lookups, s.totalSupply.totalSupply)}`;
  return 'Chain event';
}

export const chainEventCodec: CommandCodec<'chainEvent'> = {
  decode: (e, lookups) => [
    field('External transaction', idValue(e.txId)),
    field('Nonce', text(e.nonce)),
    ...decodeMember(e, lookups),
  ],
  summarise,
};
