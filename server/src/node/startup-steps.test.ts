import { describe, expect, it } from 'vitest';
import { startupStep, startupSummary } from './startup-steps.ts';

describe('the start-up log line', () => {
  it('names each step of a start in order with its ms, and the next start afresh', async () => {
    await startupStep('database open');
    await startupStep('snapshot 20 read');
    expect(startupSummary(true)).toMatch(
      /^start-up \d+ ms: modules \d+, database open \d+, snapshot 20 read \d+$/,
    );
    // A second start in the same process (tests): from the end of the first, not its steps.
    await startupStep('replay');
    expect(startupSummary()).toMatch(/^start-up \d+ ms: before \d+, replay \d+$/);
  });
});
