import type { NetworkState } from '../engine/state/network-state.ts';
import { tx, type PendingTx } from '../engine/block/pending-tx.ts';

/** Deposits the bridge forwards per block while genesis balances are being credited. */
const DEPOSITS_PER_BLOCK = 80;

/**
 * The genesis file funds parties "by deposits": the validators forward each one as a chain
 * event in the first blocks (ERC-20 bridge deposits, or builtin ones for faucet assets), so
 * the ledger starts from DEPOSIT entries like a real network's.
 */
export function genesisDepositTxs(state: NetworkState, height: bigint): PendingTx[] {
  const all = state.parties.flatMap((p) => p.deposits.map((d) => ({ party: p.id, ...d })));
  const start = Number(height - 1n) * DEPOSITS_PER_BLOCK;
  const validators = state.genesis.validators.filter((v) => v.status === 'tendermint');
  return all.slice(start, start + DEPOSITS_PER_BLOCK).map((d, i) => {
    const validator = validators[i % validators.length]!;
    const asset = state.genesis.assets.find((a) => a.id === d.assetId)!;
    const event = asset.details.builtinAsset
      ? { builtin: { deposit: { netAssetId: d.assetId, partyId: d.party, amount: d.amount } } }
      : {
          erc20: {
            index: String(i),
            block: String(17_000_000n + height),
            deposit: {
              netAssetId: d.assetId,
              sourceEthereumAddress: `0x${d.party.slice(0, 40)}`,
              targetPartyId: d.party,
              amount: d.amount,
            },
          },
        };
    return tx(validator.pubKey, 'chainEvent', {
      txId: `0x${d.party.slice(0, 24)}${start + i}`,
      nonce: String(start + i),
      ...event,
    });
  });
}

/** Whether every genesis deposit has been forwarded by the end of block `height`. */
export function genesisDepositsDone(state: NetworkState, height: bigint): boolean {
  const count = state.parties.reduce((n, p) => n + p.deposits.length, 0);
  return Number(height) * DEPOSITS_PER_BLOCK >= count;
}
