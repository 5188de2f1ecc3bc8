import type { ChainEvent } from '#contract/commands/chain-event.ts';
import { failed, invalid } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import { bridgeEvent } from '../bridge/bridge-events.ts';

/** A deposit the bridge saw: credited at once (the simulation needs no confirmations). */
function credit(ctx: TxContext, partyId: string, assetId: string, amount: string): void {
  if (!ctx.state.assetDecimals.has(assetId)) throw invalid('ChainEvent: unknown asset');
  const result = ctx.state.collateral.deposit(partyId, assetId, BigInt(amount));
  if (!result.ok) throw failed(`ChainEvent: deposit refused (${result.reason})`);
  ctx.out.deposits.push({
    seq: ctx.state.nextSeq('deposit'),
    deposit: {
      id: ctx.ids.next(),
      status: 'STATUS_FINALIZED',
      partyId,
      asset: assetId,
      amount,
      txHash: ctx.txHash,
      creditedTimestamp: ctx.now.toString(),
      createdTimestamp: ctx.now.toString(),
    },
  });
}

/** Events of the external chain forwarded by validators (spec §2.9 chainEvent). */
export function chainEvent(ctx: TxContext, event: ChainEvent): void {
  if (event.erc20?.deposit) {
    const d = event.erc20.deposit;
    credit(ctx, d.targetPartyId, d.netAssetId, d.amount);
  } else if (event.builtin?.deposit) {
    const d = event.builtin.deposit;
    credit(ctx, d.partyId, d.netAssetId, d.amount);
  } else {
    // Asset listings, withdrawals paid out, bridge state, multisig and staking events.
    bridgeEvent(ctx, event);
  }
}
