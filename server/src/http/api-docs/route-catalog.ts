import type { FastifyInstance } from 'fastify';
import type { DocumentedRoute } from './openapi.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every GET route declared with an `apiDoc`, as registered (filled by collectRouteDocs). */
    routeCatalog: DocumentedRoute[];
  }
}

/**
 * Records the documentation of every GET route registered from now on (Fastify's onRoute hook
 * reaches routes of child plugins too), so the OpenAPI document describes exactly the routes
 * the app serves. Call it before any route is registered.
 */
export function collectRouteDocs(app: FastifyInstance) {
  const catalog: DocumentedRoute[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const doc = route.config?.apiDoc;
    if (methods.includes('GET') && doc) catalog.push({ url: route.url, doc });
  });
}
