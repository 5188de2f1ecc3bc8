import { useLocation } from 'react-router';
import { PageHead } from '../components/layout/page-head.tsx';
import { LIST_HEADS } from '../lib/page-head/describe-lists.ts';
import { NotFoundState } from '../components/ui/status-states.tsx';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHead {...LIST_HEADS.notFound} />
      <NotFoundState what="Page" id={pathname} />
    </>
  );
}
