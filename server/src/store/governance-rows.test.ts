import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { BlockOutput } from '../chain/engine/block/block-output.ts';
import { governanceTick } from '../chain/engine/governance/governance-tick.ts';
import { submitProposal, submitVote } from '../chain/engine/governance/proposal-handlers.ts';
import {
  assetIdOf,
  NS,
  partyIds,
  START,
  testState,
  txContext,
} from '../chain/engine/governance/test-support.ts';
import { submitLiquidityProvision } from '../chain/engine/liquidity/liquidity-handlers.ts';
import type { NetworkState } from '../chain/engine/state/network-state.ts';
import { submitTransfer } from '../chain/engine/transfers/transfer-handlers.ts';
import { submitWithdrawal } from '../chain/engine/withdrawals/withdrawal-handlers.ts';
import type { Database } from './database.ts';
import { initialiseChainState } from './genesis-state.ts';
import { migrate } from './migrate.ts';
import { assetRows } from './assets.ts';
import { withdrawalRows } from './deposits-withdrawals.ts';
import { proposalRows, voteRows } from './governance.ts';
import { networkParameterRows } from './network-parameters.ts';
import { insertRows } from './sql-insert.ts';
import { liquidityProvisionRows, transferRows } from './transfers.ts';

let db: Database;
let state: NetworkState;

beforeEach(async () => {
  state = await testState({ 'governance.proposal.updateNetParam.minClose': '1s' });
  db = await openTestDatabase();
  await migrate(db);
  await initialiseChainState(db, state.genesis);
});
afterEach(() => db.close());

/** The tables of what a block changed in governance, funds, provisions, assets, parameters. */
const GOVERNANCE_TABLES = [
  proposalRows,
  voteRows,
  transferRows,
  withdrawalRows,
  liquidityProvisionRows,
  assetRows,
  networkParameterRows,
];

const write = (out: BlockOutput) => {
  const { height, timeNs } = out;
  const header = { height, timeNs, hash: '', txCount: 0, proposer: '' };
  const block = { height: height.toString(), timeNs: timeNs.toString(), header };
  return db.transaction(async (tx) => {
    for (const rowsOf of GOVERNANCE_TABLES) await insertRows(tx, rowsOf(out, block));
  });
};

describe("the governance side's row builders", () => {
  it('writes proposals, votes, transfers, withdrawals, provisions and parameters, then updates them', async () => {
    const [whale, other] = partyIds(state, 'whale') as [string, string];
    const usdc = assetIdOf(state, 'USDC');
    const now = START + NS;
    const out = new BlockOutput(1n, now);
    state.collateral.deposit(whale, usdc, 10_000_000_000n);
    const s = now / NS;
    submitProposal(txContext(state, whale, now, out), {
      reference: 'fee-up',
      terms: {
        closingTimestamp: (s + 5n).toString(),
        enactmentTimestamp: (s + 200n).toString(),
        validationTimestamp: '0',
        updateNetworkParameter: { changes: { key: 'transfer.fee.factor', value: '0.002' } },
      },
      rationale: { title: 'Fee', description: '' },
    });
    const id = [...out.governance.proposals.keys()][0]!;
    submitVote(txContext(state, whale, now, out), { proposalId: id, value: 'VALUE_NO' });
    submitVote(txContext(state, whale, now, out), { proposalId: id, value: 'VALUE_YES' });
    submitTransfer(txContext(state, whale, now, out), {
      fromAccountType: 'ACCOUNT_TYPE_GENERAL',
      to: other,
      toAccountType: 'ACCOUNT_TYPE_GENERAL',
      asset: usdc,
      amount: '5000000',
      reference: '',
      oneOff: { deliverOn: '0' },
    });
    submitWithdrawal(txContext(state, whale, now, out), {
      amount: '20000000',
      asset: usdc,
      ext: { erc20: { receiverAddress: `0x${'1'.repeat(40)}` } },
    });
    const market = state.markets.find((m) => m.settlementAsset === usdc)!;
    submitLiquidityProvision(txContext(state, whale, now, out), {
      marketId: market.id,
      commitmentAmount: '1000000000',
      fee: '0.001',
      buys: [{ reference: 'PEGGED_REFERENCE_MID', proportion: 1, offset: '5' }],
      sells: [{ reference: 'PEGGED_REFERENCE_MID', proportion: 1, offset: '5' }],
      reference: '',
    });
    await write(out);

    const later = new BlockOutput(300n, START + 300n * NS);
    governanceTick(state, later.timeNs, later); // closes (5 s) and enacts (200 s)
    await write(later);

    const [proposal] = await db.query<{ state: string; type: string; governance_data: string }>(
      'SELECT state, type, governance_data FROM proposals WHERE id = $1',
      [id],
    );
    expect(proposal).toMatchObject({ state: 'STATE_ENACTED', type: 'TYPE_NETWORK_PARAMETERS' });
    const data = JSON.parse(proposal!.governance_data) as { yes: unknown[]; no: unknown[] };
    expect([data.yes.length, data.no.length]).toEqual([1, 0]);
    const votes = await db.query<{ value: string; record: string }>(
      'SELECT value, record FROM votes WHERE proposal_id = $1',
      [id],
    );
    expect(votes).toHaveLength(1);
    expect(votes[0]!.value).toBe('VALUE_YES');
    expect(JSON.parse(votes[0]!.record)).toMatchObject({ totalGovernanceTokenWeight: '1' });
    const [param] = await db.query<{ value: string; updated_height: string }>(
      "SELECT value, updated_height::text FROM network_parameters WHERE key = 'transfer.fee.factor'",
    );
    expect(param).toEqual({ value: '0.002', updated_height: '300' });
    const counts = await db.query<{ t: string; w: string; l: string }>(
      `SELECT (SELECT count(*) FROM transfers WHERE status = 'STATUS_DONE')::text AS t,
              (SELECT count(*) FROM withdrawals WHERE status = 'STATUS_OPEN')::text AS w,
              (SELECT count(*) FROM liquidity_provisions WHERE status = 'STATUS_PENDING')::text AS l`,
    );
    expect(counts[0]).toEqual({ t: '1', w: '1', l: '1' });
  });

  it('writes assets governance listed and updates them', async () => {
    const out = new BlockOutput(7n, START + 7n * NS);
    const id = 'ab'.repeat(32);
    const asset = {
      id,
      details: {
        name: 'Chainlink',
        symbol: 'LINK',
        decimals: '18',
        quantum: '1',
        erc20: {
          contractAddress: `0x${'3'.repeat(40)}`,
          lifetimeLimit: '10',
          withdrawThreshold: '1',
        },
      },
      status: 'STATUS_PENDING_LISTING' as const,
    };
    out.governance.assets.set(id, asset);
    await write(out);
    const next = new BlockOutput(8n, START + 8n * NS);
    next.governance.assets.set(id, { ...asset, status: 'STATUS_ENABLED' });
    await write(next);
    const [row] = await db.query<{ status: string; created_height: string }>(
      'SELECT status, created_height::text FROM assets WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'STATUS_ENABLED', created_height: '7' });
  });
});
