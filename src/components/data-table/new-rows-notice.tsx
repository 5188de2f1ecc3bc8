interface NewRowsNoticeProps {
  /** New rows waiting above the list. */
  count: number;
  /** More may have arrived than were counted (more than a page since the last look). */
  more: boolean;
  /** The row word, singular and plural: ["order", "orders"]. */
  noun: readonly [string, string];
  /** Scroll to the top and show them. */
  onShow: () => void;
}

/**
 * "3 new orders": shown over a live list scrolled away from the top, so the rows under the
 * reader stay still while new ones wait above. Nothing is rendered when there are none.
 */
export function NewRowsNotice({ count, more, noun, onShow }: NewRowsNoticeProps) {
  if (count === 0) return null;
  const text = `${count.toLocaleString()}${more ? '+' : ''} new ${count === 1 && !more ? noun[0] : noun[1]}`;
  return (
    <div className="new-rows-notice">
      <button type="button" onClick={onShow} title="Scroll to the top and show them">
        <span aria-hidden="true">↑ </span>
        {text}
      </button>
    </div>
  );
}
