import { useLocation } from 'react-router';
import { NotFoundState } from '../components/ui/status-states.tsx';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return <NotFoundState what="Page" id={pathname} />;
}
