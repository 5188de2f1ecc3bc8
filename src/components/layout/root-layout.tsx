import { Outlet } from 'react-router';
import { Header } from './header.tsx';

export function RootLayout() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="page">
        <Outlet />
      </main>
    </div>
  );
}
