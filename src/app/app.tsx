import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouteErrorBoundary } from '../components/ui/route-error.tsx';
import { adoptNodeParam, DataNodeProvider } from '../features/data-node/data-node-context.tsx';
import { SettingsProvider } from '../features/settings/settings-provider.tsx';
import { createQueryClient } from './query-client.ts';
import { AppRouter } from './router.tsx';

function createQueryClientAfterNodeParam() {
  // A shared link's ?node= becomes the remembered node before the router reads the URL.
  adoptNodeParam();
  return createQueryClient();
}

export function App() {
  const [queryClient] = useState(createQueryClientAfterNodeParam);
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        {/* Switching the node remounts the router's tree over an empty cache. */}
        <DataNodeProvider>
          {/* Pages have their own boundary; this one catches the shell (header widgets). */}
          <RouteErrorBoundary>
            <AppRouter />
          </RouteErrorBoundary>
        </DataNodeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
