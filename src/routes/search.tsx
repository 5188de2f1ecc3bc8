import { useSearchParams } from 'react-router';
import { PageHead } from '../components/layout/page-head.tsx';
import { searchHead } from '../lib/page-head/search-head.ts';
import { SearchResults } from '../features/search/components/search-results.tsx';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <>
      <PageHead {...searchHead(query)} />
      <h1>Search</h1>
      <SearchResults key={query} query={query} />
    </>
  );
}
