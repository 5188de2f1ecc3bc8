import { chainTextHover, chainTextShown } from '../../lib/chain-text.ts';

/**
 * A piece of chain-provided text (name, code, symbol): isolated in <bdi> so its direction
 * cannot reorder the words around it, bidi controls shown as visible tags, at most 200
 * characters rendered and one line with an ellipsis (CSS `.chain-text`), the whole value (up
 * to 2,000 characters) on hover. `wrap` lets it wrap instead, for headings.
 */
export function ChainText({ text, wrap = false }: { text: string; wrap?: boolean }) {
  const shown = chainTextShown(text);
  const hover = chainTextHover(text);
  return (
    <bdi className={wrap ? 'chain-text wrap' : 'chain-text'} title={hover}>
      {shown}
    </bdi>
  );
}
