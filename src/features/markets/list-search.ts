import type { SortingState } from '@tanstack/react-table';

/** The markets list's filters and sort, all in the URL (`?q=&state=&sort=-volume`). */
export interface MarketsListSearch {
  /** Text matched against code and name (case-insensitive). */
  q: string;
  /** A MarketState name, '' = every state. */
  state: string;
  sorting: SortingState;
}

export const SORTABLE_COLUMNS = ['code', 'name', 'state', 'mode', 'asset', 'mark', 'volume'];

export function readListSearch(params: URLSearchParams): MarketsListSearch {
  const sort = params.get('sort') ?? '';
  const desc = sort.startsWith('-');
  const id = desc ? sort.slice(1) : sort;
  return {
    q: params.get('q') ?? '',
    state: params.get('state') ?? '',
    sorting: SORTABLE_COLUMNS.includes(id) ? [{ id, desc }] : [],
  };
}

/** A copy of `params` with the given parts changed; empty values are removed. */
export function writeListSearch(
  params: URLSearchParams,
  patch: Partial<MarketsListSearch>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  if (patch.q !== undefined) set('q', patch.q);
  if (patch.state !== undefined) set('state', patch.state);
  if (patch.sorting !== undefined) {
    const first = patch.sorting[0];
    set('sort', first ? `${first.desc ? '-' : ''}${first.id}` : '');
  }
  return next;
}

/** Whether a market passes the text and state filters. */
export function matchesFilters(
  row: { code: string; name: string; state: string },
  search: Pick<MarketsListSearch, 'q' | 'state'>,
): boolean {
  const q = search.q.trim().toLowerCase();
  if (search.state && row.state !== search.state) return false;
  return !q || row.code.toLowerCase().includes(q) || row.name.toLowerCase().includes(q);
}
