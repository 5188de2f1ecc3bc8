// A chain event in one line; apart from its field decoder (chain-event.ts) so lists load only
// this.
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { Summarise } from './codec.ts';
import { amountText, assetSymbol, stakeText } from './lookups.ts';

export const summariseChainEvent: Summarise<'chainEvent'> = (e, lookups) => {
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
};
