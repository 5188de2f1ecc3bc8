import { describe, expect, it } from 'vitest';
import { assetSchema } from '#contract/asset.ts';
import type { ChainEvent } from '#contract/commands/chain-event.ts';
import { governanceDataSchema } from '#contract/governance.ts';
import { liquidityProvisionSchema } from '#contract/liquidity.ts';
import { transactionSchema } from '#contract/transaction.ts';
import { transferSchema } from '#contract/transfer.ts';
import { voteSchema } from '#contract/vote.ts';
import { withdrawalSchema } from '#contract/withdrawal.ts';
import type { BlockOutput } from '../block/block-output.ts';
import { runBlock } from '../../run-block.ts';
import { NS, START, testState } from './test-support.ts';

const BLOCKS = 400n;

/** Transaction types of the commands governance, funds and liquidity handle. */
const OWN_TYPES = [
  'Proposal',
  'Vote on Proposal',
  'Transfer Funds',
  'Cancel Transfer Funds',
  'Withdraw',
  'Liquidity Provision Order',
  'Amend LiquidityProvision Order',
  'Cancel LiquidityProvision Order',
  'Submit Oracle Data',
];

/** The member a chain event carries, e.g. "erc20.withdrawal" or "stakingEvent.stakeDeposited". */
function chainEventMember(event: ChainEvent): string {
  for (const group of ['erc20', 'erc20Multisig', 'stakingEvent', 'builtin'] as const) {
    const body = event[group] as Record<string, unknown> | undefined;
    const member = body && Object.keys(body).find((k) => k !== 'index' && k !== 'block');
    if (member) return `${group}.${member}`;
  }
  return 'none';
}

/** Every record of the block is in the contract's shape (what the API and streams serve). */
function checkShapes(out: BlockOutput) {
  const g = out.governance;
  for (const row of g.proposals.values()) governanceDataSchema.parse(row.data);
  for (const { vote } of g.votes.values()) voteSchema.parse(vote);
  for (const { transfer } of g.transfers.values()) transferSchema.parse(transfer);
  for (const { withdrawal } of g.withdrawals.values()) withdrawalSchema.parse(withdrawal);
  for (const lp of g.liquidityProvisions.values()) liquidityProvisionSchema.parse(lp);
  for (const asset of g.assets.values()) assetSchema.parse(asset);
  for (const t of out.transactions)
    if (OWN_TYPES.includes(t.type) || t.type === 'Chain Event') transactionSchema.parse(t.record);
}

describe('the network beyond trading, over a default run', () => {
  it(`uses every command within ${BLOCKS} blocks, enacts and declines proposals, keeps the books`, async () => {
    const state = await testState();
    const types = new Map<string, number>();
    const members = new Set<string>();
    const states = new Set<string>();
    for (let h = 1n; h <= BLOCKS; h++) {
      const out = runBlock(state, 'default-run', h, START + h * NS, 1000);
      // Per asset, all balances together equal deposits minus withdrawals, at every block.
      const totals = state.collateral.totalsByAsset();
      for (const [asset, net] of state.collateral.netDepositsByAsset())
        expect(totals.get(asset) ?? 0n, `asset ${asset} at block ${h}`).toBe(net);
      for (const t of out.transactions) {
        types.set(t.type, (types.get(t.type) ?? 0) + 1);
        const command = t.record['command'] as { chainEvent?: ChainEvent };
        if (command.chainEvent && t.code === 0) members.add(chainEventMember(command.chainEvent));
      }
      for (const row of out.governance.proposals.values()) states.add(row.data.proposal.state);
      checkShapes(out);
    }
    for (const type of OWN_TYPES) expect(types.get(type) ?? 0, type).toBeGreaterThan(0);
    expect(states).toContain('STATE_ENACTED');
    expect(states).toContain('STATE_DECLINED');
    expect(states).toContain('STATE_PASSED');
    // Withdrawals paid out, a governance asset listed, stake and multisig changes forwarded.
    expect(members).toContain('erc20.withdrawal');
    expect(members).toContain('erc20.assetList');
    for (const group of ['stakingEvent.', 'erc20Multisig.'])
      expect(
        [...members].some((m) => m.startsWith(group)),
        group,
      ).toBe(true);
    const withdrawals = [...state.governance.withdrawals.byId.values()];
    expect(withdrawals.some((w) => w.record.status === 'STATUS_FINALIZED')).toBe(true);
    expect(state.governance.liquidity.all().length).toBeGreaterThan(state.genesis.markets.length);
  }, 180_000);
});
