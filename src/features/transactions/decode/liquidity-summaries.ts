// Liquidity commitments in one line, and the amounts their field decoders
// (liquidity-commands.ts) share. Apart from the decoders so lists load only this.
import { displayPercent } from '../../../lib/format/display-rules.ts';
import type { Summarisers } from './codec.ts';
import { amountText, marketName, settlementAssetOf, type Lookups } from './lookups.ts';

/** "0.001" → "0.1%" by the display rules; anything that is not a number is shown as given. */
export function percentText(fraction: string): string {
  return displayPercent(fraction).text;
}

export function commitmentText(lookups: Lookups, marketId: string, raw: string): string {
  const asset = settlementAssetOf(lookups, marketId);
  return asset ? amountText(lookups, asset, raw) : `${raw} (raw)`;
}

export type LiquidityCommand =
  'liquidityProvisionSubmission' | 'liquidityProvisionAmendment' | 'liquidityProvisionCancellation';

export const liquiditySummarisers: Summarisers<LiquidityCommand> = {
  liquidityProvisionSubmission: (p, lookups) =>
    `Commit ${commitmentText(lookups, p.marketId, p.commitmentAmount)} of liquidity on ${marketName(lookups, p.marketId)} at a fee of ${percentText(p.fee)}`,
  liquidityProvisionAmendment: (p, lookups) => {
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
  liquidityProvisionCancellation: (c, lookups) =>
    `Cancel liquidity commitment on ${marketName(lookups, c.marketId)}`,
};
