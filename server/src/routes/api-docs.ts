import type { FastifyInstance } from 'fastify';
import { apiDocsPage, apiDocument } from '#contract/endpoints/api-docs.ts';
import { renderDocsPage } from '../http/api-docs/docs-page.ts';
import type { OpenApiDocument } from '../http/api-docs/openapi-document.ts';
import { buildOpenApi } from '../http/api-docs/openapi.ts';
import { defineRoute } from '../http/define-route.ts';
import { CONTENT_SECURITY_POLICY } from '../http/static-app.ts';
import { readBuildInfo } from './info.ts';

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document of every GET path this node serves, built
 * from the routes' own declarations) and `GET /api/docs` (the same as a page). Both are built
 * once, at the first request, when every route is registered.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  let document: Promise<OpenApiDocument> | undefined;
  let page: Promise<string> | undefined;
  const openApi = () =>
    (document ??= readBuildInfo().then(({ version }) => buildOpenApi(app.routeCatalog, version)));

  defineRoute(
    app,
    apiDocument,
    {
      summary: "This node's OpenAPI 3.1 document",
      description: 'Every GET path the node serves, with its parameters and response schema.',
      tags: ['API documentation'],
    },
    () => openApi(),
  );

  defineRoute(
    app,
    apiDocsPage,
    {
      summary: 'The API documentation as a page',
      description: 'Every path of /api/openapi.json grouped by tag; HTML, no script.',
      tags: ['API documentation'],
    },
    async ({ reply }) => {
      page ??= openApi().then((doc) => renderDocsPage(doc, apiDocument.path));
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .send(await page);
    },
  );
}
