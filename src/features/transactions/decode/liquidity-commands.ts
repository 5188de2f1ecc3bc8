// Liquidity commitments as labelled fields; in one line: liquidity-summaries.ts.
import type { LiquidityOrder } from '#contract/liquidity.ts';
import type { LiquidityProvisionSubmission } from '#contract/commands/liquidity-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import type { Decoders } from './codec.ts';
import { field, group, list, present, text, type Field } from './fields.ts';
import { commitmentText, percentText, type LiquidityCommand } from './liquidity-summaries.ts';
import { priceText, type Lookups } from './lookups.ts';
import { marketField } from './order-commands.ts';

function shape(lookups: Lookups, marketId: string, orders: LiquidityOrder[]) {
  return list(
    orders.map((o) =>
      group([
        field('Reference', text(enumToWords(o.reference))),
        field('Offset', text(priceText(lookups, marketId, o.offset), o.offset)),
        field('Proportion', text(String(o.proportion))),
      ]),
    ),
    true,
  );
}

/** Submission and amendment share a shape; in an amendment, empty fields mean "unchanged". */
function decodeProvision(
  p: LiquidityProvisionSubmission,
  lookups: Lookups,
  amendment: boolean,
): Field[] {
  const unchanged = text('Unchanged');
  const blank = (v: string) => v === '' || v === '0';
  return present(
    marketField(lookups, p.marketId),
    field(
      'Commitment',
      amendment && blank(p.commitmentAmount)
        ? unchanged
        : text(commitmentText(lookups, p.marketId, p.commitmentAmount), p.commitmentAmount),
    ),
    field('Fee', amendment && blank(p.fee) ? unchanged : text(percentText(p.fee), p.fee)),
    field(
      'Buy shape',
      amendment && !p.buys.length ? unchanged : shape(lookups, p.marketId, p.buys),
    ),
    field(
      'Sell shape',
      amendment && !p.sells.length ? unchanged : shape(lookups, p.marketId, p.sells),
    ),
    p.reference !== '' && field('Reference', text(p.reference)),
  );
}

export const liquidityDecoders: Decoders<LiquidityCommand> = {
  liquidityProvisionSubmission: (p, lookups) => decodeProvision(p, lookups, false),
  liquidityProvisionAmendment: (p, lookups) => decodeProvision(p, lookups, true),
  liquidityProvisionCancellation: (c, lookups) => [marketField(lookups, c.marketId)],
};
