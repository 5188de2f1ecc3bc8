import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { adoptNodeParam, DataNodeProvider } from '../features/data-node/data-node-context.tsx';
import { SettingsProvider } from '../features/settings/settings-provider.tsx';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

function createRouterAfterNodeParam(queryClient: QueryClient) {
  // A shared link's ?node= becomes the remembered node before the router reads the URL.
  adoptNodeParam();
  return createRouter(queryClient);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouterAfterNodeParam(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        {/* Switching the node remounts the router's tree over an empty cache. */}
        <DataNodeProvider>
          <RouterProvider router={router} />
        </DataNodeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
