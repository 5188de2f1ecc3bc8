import type { LiquidityOrder } from '../../../../server/src/contract/liquidity.ts';
import type { LiquidityProvisionSubmission } from '../../../../server/src/contract/commands/liquidity-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { formatUnits, parseUnits } from '../../../lib/format-decimal.ts';
import type { Codecs } from './codec.ts';
import { field, group, list, present, text, type Field } from './fields.ts';
import { amountText, marketName, priceText, settlementAssetOf, type Lookups } from './lookups.ts';
import { marketField } from './order-commands.ts';

/** "0.001" → "0.1%", exactly; anything that is not a decimal is shown as given. */
export function percentText(fraction: string): string {
  const scaled = parseUnits(fraction, 20);
  return scaled === undefined ? fraction : `${formatUnits(scaled, 18)}%`;
}

function commitmentText(lookups: Lookups, marketId: string, raw: string): string {
  const asset = settlementAssetOf(lookups, marketId);
  return asset ? amountText(lookups, asset, raw) : `${raw} (raw)`;
}

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

export const liquidityCodecs: Codecs<
  'liquidityProvisionSubmission' | 'liquidityProvisionAmendment' | 'liquidityProvisionCancellation'
> = {
  liquidityProvisionSubmission: {
    decode: (p, lookups) => decodeProvision(p, lookups, false),
    summarise: (p, lookups) =>
      `Commit ${commitmentText(lookups, p.marketId, p.commitmentAmount)} of liquidity on ${marketName(lookups, p.marketId)} at a fee of ${percentText(p.fee)}`,
  },
  liquidityProvisionAmendment: {
    decode: (p, lookups) => decodeProvision(p, lookups, true),
    summarise: (p, lookups) => {
      const changes = [
        p.commitmentAmount !== '' &&
          p.commitmentAmount !== '0' &&
          `commitment ${commitmentText(lookups, p.marketId, p.commitmentAmount)}`,
        p.fee !== '' && p.fee !== '0' && `fee ${percentText(p.fee)}`,
        (p.buys.length > 0 || p.sells.length > 0) && 'shape',
      ].filter(Boolean);
      const what = `Amend liquidity commitment on ${marketName(lookups, p.marketId)}`;
      return changes.length ? `${what}: ${changes.join(', ')}` : what;
    },
  },
  liquidityProvisionCancellation: {
    decode: (c, lookups) => [marketField(lookups, c.marketId)],
    summarise: (c, lookups) => `Cancel liquidity commitment on ${marketName(lookups, c.marketId)}`,
  },
};
