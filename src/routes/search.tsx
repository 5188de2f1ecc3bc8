import { useSearchParams } from 'react-router';
import { SearchResults } from '../features/search/components/search-results.tsx';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <>
      <h1>Search</h1>
      <SearchResults key={query} query={query} />
    </>
  );
}
