import { useLocation } from 'react-router';
import { PageHead } from '../components/layout/page-head.tsx';
import { NotFoundState } from '../components/ui/status-states.tsx';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHead
        title="Page not found"
        description="There is no page at this address of the trading network explorer."
      />
      <NotFoundState what="Page" id={pathname} />
    </>
  );
}
