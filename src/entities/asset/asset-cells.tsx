import { NamedId } from '../../components/ui/named-id.tsx';
import { paths } from '../../config/paths.ts';
import { displayAmount } from '../../lib/format/display-rules.ts';
import { useAssetDirectory } from './asset-directory.ts';

/** An asset by its symbol, linked to its page; the id on hover and a copy button. */
export function AssetName({ assetId }: { assetId: string }) {
  const { assets } = useAssetDirectory();
  return (
    <NamedId name={assets.get(assetId)?.symbol} id={assetId} href={paths.asset.href(assetId)} />
  );
}

/**
 * An amount of an asset by the display rules (trimmed, symbol after it), the exact value on
 * hover; the raw integer, marked, while the asset is unknown.
 */
export function AssetAmount({ assetId, raw }: { assetId: string; raw: string }) {
  const { assets, pending } = useAssetDirectory();
  const asset = assets.get(assetId);
  // About an amount's width while the assets load, rather than a long raw integer that would
  // widen its column and then narrow it (moving the columns beside it).
  if (!asset && pending) return <span className="skeleton amount-skeleton" />;
  if (!asset) {
    return (
      <span className="num" title="raw integer: the asset is not known yet">
        {raw} (raw)
      </span>
    );
  }
  const shown = displayAmount(raw, asset.decimals, asset.symbol);
  return (
    <span className="num" title={shown.exact}>
      {shown.text}
    </span>
  );
}
