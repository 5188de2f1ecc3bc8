import { NamedId } from '../../components/ui/named-id.tsx';
import { paths } from '../../config/paths.ts';
import { useMarketDirectory } from './market-directory.ts';

/** A market by its code, linked to its page; the id on hover and a copy button. */
export function MarketLink({ marketId }: { marketId: string }) {
  const { markets } = useMarketDirectory();
  return (
    <NamedId name={markets.get(marketId)?.code} id={marketId} href={paths.market.href(marketId)} />
  );
}

/** The market's code as plain text (for titles and sentences); the short id until known. */
export function useMarketName(marketId: string): string | undefined {
  return useMarketDirectory().markets.get(marketId)?.code;
}
