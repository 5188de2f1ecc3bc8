import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { isolateChainText } from '../lib/chain-text.ts';
import { SearchResults } from '../features/search/components/search-results.tsx';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  useDocumentTitle(query ? `Search ${isolateChainText(query, 40)}` : 'Search');
  return (
    <>
      <h1>Search</h1>
      <SearchResults key={query} query={query} />
    </>
  );
}
