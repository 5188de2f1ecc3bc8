import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { classifySearch } from '../../../lib/classify-search.ts';
import { IdSearchResults } from './id-search-results.tsx';
import { NameSearchResults } from './name-search-results.tsx';

/** Body of the /search page: an id is looked up everywhere, anything else matched by name. */
export function SearchResults({ query }: { query: string }) {
  const kind = classifySearch(query);
  if (kind.kind === 'empty') {
    return (
      <p>
        Type an id or hash (64 hexadecimal characters), a block height, a market code or name, an
        asset symbol or name, or a validator name in the search box above. Press <kbd>/</kbd> to
        jump there.
      </p>
    );
  }
  if (kind.kind === 'id') return <IdSearchResults id={kind.id} />;
  // A number is a block height (a shared /search?q=500 link too): its page, in place of this one.
  if (kind.kind === 'block') return <Navigate to={paths.block.href(kind.height)} replace />;
  return <NameSearchResults query={query.trim()} />;
}
