import { describe, expect, it } from 'vitest';
import type { AccountBalance } from '#contract/account.ts';
import type { Position } from '#contract/position.ts';
import { applyKeyedMessages, emptySnapshotState } from '../../../streams/merge/keyed-collection.ts';
import { ACCOUNT_RULES, POSITION_RULES } from './live-rules.ts';

const account = (type: AccountBalance['type'], balance: string, marketId = ''): AccountBalance => ({
  owner: 'p',
  asset: 'a',
  marketId,
  type,
  balance,
});

const position = (marketId: string, openVolume: string, updatedAt: string): Position => ({
  marketId,
  partyId: 'p',
  openVolume,
  realisedPnl: '0',
  unrealisedPnl: '0',
  averageEntryPrice: '0',
  updatedAt,
  lossSocialisationAmount: '0',
  positionStatus: 'POSITION_STATUS_UNSPECIFIED',
});

describe('live party collections', () => {
  it('keeps one balance per account, the latest sent', () => {
    const state = applyKeyedMessages(
      emptySnapshotState<AccountBalance>(),
      [
        { snapshot: { items: [account('ACCOUNT_TYPE_GENERAL', '5')], lastPage: true } },
        {
          updates: [account('ACCOUNT_TYPE_GENERAL', '7'), account('ACCOUNT_TYPE_MARGIN', '1', 'm')],
        },
      ],
      ACCOUNT_RULES,
    );
    expect([...state.items.values()].map((a) => a.balance)).toEqual(['7', '1']);
  });

  it('ignores a position update older than the one held', () => {
    const state = applyKeyedMessages(
      emptySnapshotState<Position>(),
      [
        { snapshot: { items: [position('m', '5', '20')], lastPage: true } },
        { updates: [position('m', '3', '10')] },
      ],
      POSITION_RULES,
    );
    expect(state.items.get('m')?.openVolume).toBe('5');
  });
});
