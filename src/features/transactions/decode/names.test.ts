// Names where ids have them: the decoded view and the one-line summary name the
// proposal a vote is on and the validator a delegation goes to, from the entity layer's
// directories; the bare id only while the record is unknown.
import { describe, expect, it } from 'vitest';
import type { CommandKey } from '#contract/commands/input-data.ts';
import { LOOKUPS, makeTx, NODE, PROPOSAL } from '../mocks.ts';
import { COMMANDS } from './command-fixtures.ts';
import { decodeTransaction } from './decode-transaction.ts';
import type { Lookups } from './lookups.ts';
import { summarise } from './summarise.ts';

const NAMED: Lookups = {
  ...LOOKUPS,
  validators: new Map([[NODE, { id: NODE, name: 'Tern Validation' }]]),
  proposals: new Map([
    [PROPOSAL, { id: PROPOSAL, title: 'Raise the maker fee', state: 'STATE_DECLINED' as const }],
  ]),
};

const txOf = <K extends CommandKey>(key: K) => makeTx(key, COMMANDS[key]);

describe('names in transaction summaries', () => {
  it('a vote names the proposal by its title, not its hex id', () => {
    expect(summarise(txOf('voteSubmission'), NAMED)).toBe('Vote YES on “Raise the maker fee”');
  });

  it('a delegation names the validator, and the amount is in token units', () => {
    expect(summarise(txOf('delegateSubmission'), NAMED)).toBe('Delegate 6 VOTE to Tern Validation');
    expect(summarise(txOf('undelegateSubmission'), NAMED)).toBe(
      'Undelegate 2 VOTE from Tern Validation at the end of the epoch',
    );
    expect(summarise(txOf('validatorHeartbeat'), NAMED)).toBe('Heartbeat from Tern Validation');
  });

  it('falls back to the short id while the record is unknown', () => {
    expect(summarise(txOf('voteSubmission'), LOOKUPS)).toBe('Vote YES on proposal 9a9a9a…9a9a');
    expect(summarise(txOf('delegateSubmission'), LOOKUPS)).toBe(
      'Delegate 6 VOTE to node f1f1f1…f1f1',
    );
  });

  it('trims an 18-decimal delegation to the display precision, exact on hover', () => {
    const tx = makeTx('delegateSubmission', { nodeId: NODE, amount: '41114852384437286178' });
    expect(summarise(tx, NAMED)).toBe('Delegate 41.114852 VOTE to Tern Validation');
    const amount = decodeTransaction(tx, NAMED).fields.find((f) => f.label === 'Amount');
    expect(amount?.value).toEqual({
      kind: 'text',
      text: '41.114852 VOTE',
      title: '41.114852384437286178 VOTE',
    });
  });
});

describe('names in decoded fields', () => {
  it('the vote’s proposal field carries the title beside the id', () => {
    const fields = decodeTransaction(txOf('voteSubmission'), NAMED).fields;
    expect(fields[0]).toEqual({
      label: 'Proposal',
      value: { kind: 'id', id: PROPOSAL, entity: 'proposal', name: 'Raise the maker fee' },
    });
  });

  it('the delegation’s node field carries the validator’s name', () => {
    const fields = decodeTransaction(txOf('delegateSubmission'), NAMED).fields;
    expect(fields[0]).toEqual({
      label: 'Node',
      value: { kind: 'id', id: NODE, entity: 'validator', name: 'Tern Validation' },
    });
  });

  it('a proposal transaction calls its enactment time scheduled, not done', () => {
    const labels = decodeTransaction(txOf('proposalSubmission'), NAMED).fields.map((f) => f.label);
    expect(labels).toContain('Enactment scheduled');
    expect(labels).not.toContain('Enacted');
  });
});
