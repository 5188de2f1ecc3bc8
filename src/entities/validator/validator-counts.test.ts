import { describe, expect, it } from 'vitest';
import type { NodeData } from '#contract/node.ts';
import {
  countsOfNodeData,
  countValidators,
  validatorPartsText,
  validatorStatusLabel,
} from './validator-counts.ts';

const node = (status: string) => ({ rankingScore: { status } }) as never;
const set = (total: number) => ({ total, inactive: 0, promoted: [], demoted: [] });

describe('validator counts (one definition per epoch)', () => {
  it('counts an epoch’s nodes by status; the parts add up to the total', () => {
    const nodes = [
      ...Array.from({ length: 13 }, () => node('VALIDATOR_NODE_STATUS_TENDERMINT')),
      ...Array.from({ length: 6 }, () => node('VALIDATOR_NODE_STATUS_ERSATZ')),
      ...Array.from({ length: 4 }, () => node('VALIDATOR_NODE_STATUS_PENDING')),
    ];
    const counts = countValidators(nodes);
    expect(counts).toEqual({ total: 23, consensus: 13, standby: 6, pending: 4, other: 0 });
    expect(validatorPartsText(counts)).toBe('13 consensus, 6 standby, 4 pending');
  });

  it('gives the network summary the same total as the node list (not 19 of 23)', () => {
    const data = {
      tendermintNodes: set(13),
      ersatzNodes: set(6),
      pendingNodes: set(4),
    } as unknown as NodeData;
    expect(countsOfNodeData(data).total).toBe(23);
  });

  it('names any other status so the parts still add up', () => {
    const counts = countValidators([node('VALIDATOR_NODE_STATUS_TENDERMINT'), node('X')]);
    expect(counts.total).toBe(2);
    expect(validatorPartsText(counts)).toBe('1 consensus, 0 standby, 0 pending, 1 other');
  });
});

describe('validatorStatusLabel (a row says "Consensus" beside "13 consensus", not "Tendermint")', () => {
  it('names each status by the part of the counts it is in', () => {
    expect(validatorStatusLabel('VALIDATOR_NODE_STATUS_TENDERMINT')).toBe('Consensus');
    expect(validatorStatusLabel('VALIDATOR_NODE_STATUS_ERSATZ')).toBe('Standby');
    expect(validatorStatusLabel('VALIDATOR_NODE_STATUS_PENDING')).toBe('Pending');
  });

  it('keeps an unknown status in words', () => {
    expect(validatorStatusLabel('VALIDATOR_NODE_STATUS_UNSPECIFIED')).toBe('Unspecified');
  });
});
