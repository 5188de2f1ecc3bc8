/** "1,234,567", or "—" when the node does not send X-Block-Height. */
export function formatHeight(height: string | undefined): string {
  return height === undefined ? '—' : BigInt(height).toLocaleString('en-US');
}
