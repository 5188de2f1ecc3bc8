import { useQuery } from '@tanstack/react-query';
import { ChainText } from '../../../components/ui/chain-text.tsx';
import type { ReactNode } from 'react';
import { IdText } from '../../../components/ui/id-text.tsx';
import { PageHead } from '../../../components/layout/page-head.tsx';
import { assetHead } from '../../../lib/page-head/asset-head.ts';
import { QueryFailure } from '../../../components/ui/status-states.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { formatUnits } from '../../../lib/format-decimal.ts';
import { assetsQueries } from '../api/assets-queries.ts';
import { assetSource } from '../asset-source.ts';
import { SettlingMarkets } from './settling-markets.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';

/** An asset's page; `children` (what other features show of it) follow its own sections. */
export function AssetDetails({ assetId, children }: { assetId: string; children?: ReactNode }) {
  const query = useQuery(assetsQueries.detail(assetId));
  const head = (
    <PageHead {...assetHead(query.data && { ...query.data.details, status: query.data.status })} />
  );
  if (query.isPending) {
    return (
      <>
        {head}
        <LoadingBlock label="asset" />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {head}
        <QueryFailure
          error={query.error}
          what="Asset"
          id={assetId}
          retry={() => void query.refetch()}
        />
      </>
    );
  }
  const asset = query.data;
  const decimals = Number(asset.details.decimals);
  const source = assetSource(asset);
  return (
    <article>
      {head}
      <h1>
        <ChainText text={asset.details.name} wrap />{' '}
        <span className="muted">
          (<ChainText text={asset.details.symbol} />)
        </span>
      </h1>
      <dl className="fields">
        <dt>ID</dt>
        <dd>
          <IdText value={asset.id} full />
        </dd>
        <dt>Status</dt>
        <dd>{enumToWords(asset.status)}</dd>
        <dt>Decimals</dt>
        <dd>{asset.details.decimals}</dd>
        <dt>Quantum</dt>
        <dd title={asset.details.quantum}>
          {formatUnits(asset.details.quantum, decimals)} {asset.details.symbol}
        </dd>
        <dt>Source</dt>
        <dd>{source.label}</dd>
        {asset.details.erc20 && (
          <>
            <dt>Contract address</dt>
            <dd>
              <IdText value={asset.details.erc20.contractAddress} />
            </dd>
            <dt>Lifetime limit</dt>
            <dd>{formatUnits(asset.details.erc20.lifetimeLimit, decimals)}</dd>
            <dt>Withdraw threshold</dt>
            <dd>{formatUnits(asset.details.erc20.withdrawThreshold, decimals)}</dd>
          </>
        )}
        {asset.details.builtinAsset && (
          <>
            <dt>Max faucet mint</dt>
            <dd>{formatUnits(asset.details.builtinAsset.maxFaucetAmountMint, decimals)}</dd>
          </>
        )}
      </dl>
      <SettlingMarkets assetId={asset.id} symbol={asset.details.symbol} />
      {children}
    </article>
  );
}
