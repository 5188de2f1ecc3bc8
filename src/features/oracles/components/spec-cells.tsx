import type { DataSourceSpec } from '#contract/data-source.ts';
import { MarketLink } from '../../../entities/market/market-link.tsx';
import { conditionsText, propertyType } from '../filter-text.ts';
import type { SpecUse } from '../spec-markets.ts';
import { SignerName } from './signer-name.tsx';

/** The properties a spec listens for, each with what it accepts; its type on hover. */
export function SpecFilters({ spec }: { spec: DataSourceSpec }) {
  const oracle = spec.data.external?.oracle;
  const time = spec.data.internal?.time;
  if (time) return <span>Internal time trigger</span>;
  if (!oracle || oracle.filters.length === 0) return <span className="muted">No filters</span>;
  return (
    <ul className="plain-list">
      {oracle.filters.map((f, i) => (
        <li key={i} title={propertyType(f)}>
          <code className="break">{f.key.name}</code> {conditionsText(f)}
        </li>
      ))}
    </ul>
  );
}

export function SpecSigners({ spec }: { spec: DataSourceSpec }) {
  const signers = spec.data.external?.oracle?.signers ?? [];
  if (signers.length === 0) return <span className="muted">None</span>;
  return (
    <ul className="plain-list">
      {signers.map((s, i) => (
        <li key={i}>
          <SignerName signer={s} />
        </li>
      ))}
    </ul>
  );
}

const ROLE_WORDS: Record<SpecUse['role'], string> = {
  settlement: 'settlement price',
  termination: 'trading termination',
};

/** The markets reading this spec, and for what. */
export function SpecMarkets({ uses }: { uses: readonly SpecUse[] | undefined }) {
  if (!uses || uses.length === 0) return <span className="muted">No market</span>;
  return (
    <ul className="plain-list">
      {uses.map((u) => (
        <li key={`${u.marketId}-${u.role}`}>
          <MarketLink marketId={u.marketId} /> <span className="muted">{ROLE_WORDS[u.role]}</span>
        </li>
      ))}
    </ul>
  );
}
