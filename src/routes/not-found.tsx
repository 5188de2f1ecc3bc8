import { useLocation } from 'react-router';
import { useDocumentTitle } from '../components/layout/use-document-title.ts';
import { NotFoundState } from '../components/ui/status-states.tsx';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return <NotFoundState what="Page" id={pathname} />;
}
