import { classifySearch } from '../../../lib/classify-search.ts';
import { IdSearchResults } from './id-search-results.tsx';
import { NameSearchResults } from './name-search-results.tsx';

/** Body of the /search page: an id is looked up everywhere, anything else matched by name. */
export function SearchResults({ query }: { query: string }) {
  const kind = classifySearch(query);
  if (kind.kind === 'empty') {
    return (
      <p>
        Type an id or hash (64 hexadecimal characters), a market code or name, an asset symbol or
        name, or a validator name in the search box above. Press <kbd>/</kbd> to jump there.
      </p>
    );
  }
  if (kind.kind === 'id') return <IdSearchResults id={kind.id} />;
  return (
    <>
      {kind.kind === 'block' && (
        <p className="muted">
          This explorer has no block pages; the number is searched for among names instead.
        </p>
      )}
      <NameSearchResults query={query.trim()} />
    </>
  );
}
