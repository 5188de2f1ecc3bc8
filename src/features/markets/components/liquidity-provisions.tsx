import { useQuery } from '@tanstack/react-query';
import type { LiquidityProvision } from '#contract/liquidity.ts';
import { StaticTable } from '../../../components/data-table/static-table.tsx';
import { IdText } from '../../../components/ui/id-text.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { formatAmount, formatPrice } from '../../../lib/format-decimal.ts';
import { marketDetailQueries } from '../api/market-detail-queries.ts';
import type { AssetSummary } from '../api/markets-queries.ts';

interface Props {
  marketId: string;
  decimalPlaces: number;
  asset: AssetSummary | undefined;
}

type Shape = LiquidityProvision['buys'];

/**
 * A shape side as the provider committed it: each entry's reference, its offset from it in
 * market prices (below it for buys, above for sells) and its share of the side's volume.
 */
function ShapeCell({ shape, side, decimals }: { shape: Shape; side: '−' | '+'; decimals: number }) {
  const total = shape.reduce((sum, s) => sum + s.liquidityOrder.proportion, 0);
  return (
    <ul className="plain-list">
      {shape.map(({ liquidityOrder: o }, i) => (
        <li key={i}>
          {enumToWords(o.reference)} {side} {formatPrice(o.offset, decimals)}{' '}
          <span className="muted">({total ? Math.round((100 * o.proportion) / total) : 0} %)</span>
        </li>
      ))}
    </ul>
  );
}

/** The market's liquidity provisions: who committed how much, at what fee and in what shape. */
export function LiquidityProvisions({ marketId, decimalPlaces, asset }: Props) {
  const query = useQuery(marketDetailQueries.liquidityProvisions(marketId));
  const amount = (raw: string) =>
    asset ? `${formatAmount(raw, asset.decimals)} ${asset.symbol}` : `${raw} (raw)`;
  return (
    <section className="panel" aria-labelledby="liquidity-heading">
      <div className="panel-heading">
        <h2 id="liquidity-heading">Liquidity provisions</h2>
      </div>
      {query.isPending ? (
        <LoadingBlock label="liquidity provisions" />
      ) : query.isError ? (
        <ErrorState error={query.error} retry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="muted">No party has committed liquidity to this market.</p>
      ) : (
        <StaticTable
          label="Liquidity provisions"
          rows={query.data}
          rowKey={(lp) => lp.id}
          columns={[
            {
              header: 'Party',
              cell: (lp) => <IdText value={lp.partyId} href={paths.party.href(lp.partyId)} />,
            },
            { header: 'Commitment', cell: (lp) => amount(lp.commitmentAmount) },
            { header: 'Fee', cell: (lp) => lp.fee },
            { header: 'Status', cell: (lp) => enumToWords(lp.status) },
            {
              header: 'Buy shape',
              cell: (lp) => <ShapeCell shape={lp.buys} side="−" decimals={decimalPlaces} />,
            },
            {
              header: 'Sell shape',
              cell: (lp) => <ShapeCell shape={lp.sells} side="+" decimals={decimalPlaces} />,
            },
            { header: 'Version', cell: (lp) => lp.version },
            { header: 'Updated', cell: (lp) => <Timestamp ns={lp.updatedAt} /> },
          ]}
        />
      )}
    </section>
  );
}
