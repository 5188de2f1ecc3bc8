// Its own module: the static tables (home, detail pages) show it without the data table's parts.
/**
 * Placeholder rows while the first page loads (hidden from assistive technology); `lines` per
 * row for rows whose content takes two lines (a name under a code), so they are as tall.
 */
export function SkeletonRows(props: { count: number; columns: number; lines?: number }) {
  const { count, columns, lines = 1 } = props;
  return Array.from({ length: count }, (_, i) => (
    <tr key={`skeleton-${i}`} className="skeleton-row" aria-hidden="true">
      {Array.from({ length: columns }, (_, j) => (
        <td key={j}>
          {Array.from({ length: lines }, (_, k) => (
            <span key={k} className="skeleton skeleton-line" />
          ))}
        </td>
      ))}
    </tr>
  ));
}
