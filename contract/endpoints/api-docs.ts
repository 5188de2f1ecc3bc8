import { endpoint } from './endpoint.ts';

/** The node's own description: the OpenAPI 3.1 document of every GET path it serves. */
export const apiDocument = endpoint({
  name: 'apiDocument',
  path: '/api/openapi.json',
  produces: 'application/json',
});

/** The same document as a page (HTML, no script). */
export const apiDocsPage = endpoint({
  name: 'apiDocsPage',
  path: '/api/docs',
  produces: 'text/html',
});
