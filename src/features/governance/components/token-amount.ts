import { formatUnits } from '../../../lib/format-decimal.ts';
import type { StakeToken } from '../api/governance-queries.ts';

/** Governance-token amount in whole tokens; raw base units until the token is known. */
export function tokenAmount(raw: bigint | string, token: StakeToken | undefined): string {
  const text = raw.toString();
  if (!token) return `${text} (raw)`;
  return `${formatUnits(text, token.decimals, { maxFractionDigits: 4 })} ${token.symbol}`;
}
