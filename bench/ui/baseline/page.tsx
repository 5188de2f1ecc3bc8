import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';

export default function Page() {
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: ['self', pathname],
    queryFn: async () => (await fetch(pathname)).status,
  });
  return (
    <main>
      <h1>Baseline</h1>
      <p>
        {pathname}: {query.data ?? '…'} <Link to="/">home</Link>
      </p>
    </main>
  );
}
