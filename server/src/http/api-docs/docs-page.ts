import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
} from './openapi-document.ts';
import { resolveParameter } from './shared-parameters.ts';

/*
 * /api/docs: the OpenAPI document as a page a person reads, rendered on the server. Every text
 * goes through `escape` (descriptions and enum names are ours, but the page must not depend on
 * that), and there is no script at all, so the explorer's strict CSP applies unchanged.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const asSchema = (value: unknown): JsonSchema =>
  typeof value === 'object' && value !== null ? (value as JsonSchema) : {};

/** A JSON Schema as a short TypeScript-like type, nested objects indented. */
export function schemaText(schema: JsonSchema, indent = ''): string {
  // A named schema is written out once, under Schemas: here its name.
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1) ?? 'any';
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const options = (schema.anyOf ?? schema.oneOf) as unknown[];
    return options.map((o) => schemaText(asSchema(o), indent)).join(' | ');
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(asSchema(schema.properties));
      if (properties.length === 0) return 'object';
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const inner = `${indent}  `;
      const lines = properties.map(
        ([name, value]) =>
          `${inner}${name}${required.has(name) ? '' : '?'}: ${schemaText(asSchema(value), inner)}`,
      );
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    case 'array': {
      const item = schemaText(asSchema(schema.items), indent);
      return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
    }
    case 'string':
      return typeof schema.format === 'string' ? `string (${schema.format})` : 'string';
    case 'integer':
    case 'number':
    case 'boolean':
    case 'null':
      return schema.type;
    default:
      return 'any';
  }
}

function paramType(p: OpenApiParameter): { type: string; values?: string[] } {
  const repeated = p.schema.type === 'array';
  const value = repeated ? asSchema(p.schema.items) : p.schema;
  const values = Array.isArray(value.enum) ? value.enum.map(String) : undefined;
  let type = values ? 'enum' : String(value.type ?? 'string');
  if (typeof value.format === 'string') type += ` (${value.format})`;
  if (typeof value.description === 'string') type += `, ${value.description}`;
  return { type: repeated ? `${type}, repeated` : type, values };
}

function renderParameter(p: OpenApiParameter): string {
  const { type, values } = paramType(p);
  const enumList = values
    ? `<details><summary>${values.length} values</summary><ul class="values">${values
        .map((v) => `<li><code>${escapeHtml(v)}</code></li>`)
        .join('')}</ul></details>`
    : '';
  return `<li><code class="name">${escapeHtml(p.name)}</code> <span class="where">${escapeHtml(
    p.in,
  )}</span>${p.required ? ' <span class="required">required</span>' : ''} <span class="type">${escapeHtml(
    type,
  )}</span>${p.description ? `<div class="desc">${escapeHtml(p.description)}</div>` : ''}${enumList}</li>`;
}

/** A body's schema, its own fields shown when it is a `$ref` (their types by name). */
function bodyText(schema: JsonSchema, components: Record<string, JsonSchema>): string {
  const name = typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1) : undefined;
  const named = name !== undefined ? components[name] : undefined;
  return named ? `${name} ${schemaText(named)}` : schemaText(schema);
}

function renderResponses(op: OpenApiOperation, components: Record<string, JsonSchema>): string {
  return Object.entries(op.responses)
    .map(([status, response]) => {
      const [media, content] = Object.entries(response.content ?? {})[0] ?? [];
      const head = `${escapeHtml(status)} ${escapeHtml(response.description)}${
        media ? ` <code>${escapeHtml(media)}</code>` : ''
      }`;
      if (!content) return `<p class="status">${head}</p>`;
      const open = status === '200' || status === '101' ? ' open' : '';
      return `<details class="response"${open}><summary>${head}</summary><pre>${escapeHtml(
        bodyText(content.schema, components),
      )}</pre></details>`;
    })
    .join('');
}

function renderOperation(
  path: string,
  op: OpenApiOperation,
  components: OpenApiDocument['components'],
): string {
  // A shared parameter is shown in full at each operation: a reader looks at one route.
  const parameters = op.parameters.map((p) => resolveParameter(p, components.parameters));
  const params = parameters.length
    ? `<h4>Parameters</h4><ul class="params">${parameters.map(renderParameter).join('')}</ul>`
    : '<p class="none">No parameters.</p>';
  return `<section class="op" id="${escapeHtml(op.operationId)}">
<h3><span class="method">${op['x-websocket'] ? 'WS' : 'GET'}</span> <code class="path">${escapeHtml(
    path,
  )}</code></h3>
<p>${escapeHtml(op.summary)}</p>${op.description ? `<p class="desc">${escapeHtml(op.description)}</p>` : ''}
${params}<h4>Responses</h4>${renderResponses(op, components.schemas)}</section>`;
}

const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1f24; --muted: #59636e; --line: #d1d9e0;
  --code: #f3f5f7; --accent: #0a5cc2; --ws: #7a3db8; --required: #c2410c; }
@media (prefers-color-scheme: dark) { :root { --bg: #12161b; --fg: #e6edf3; --muted: #9198a1;
  --line: #30363d; --code: #1c2128; --accent: #58a6ff; --ws: #c297ff;
  --required: #fb923c; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 1100px; margin: 0 auto; padding: 16px; }
a { color: var(--accent); }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
code { overflow-wrap: anywhere; }
pre { background: var(--code); padding: 8px 10px; border-radius: 6px; margin: 4px 0 8px;
  white-space: pre-wrap; overflow-wrap: anywhere; }
h1 { font-size: 24px; margin: 8px 0; }
h2 { font-size: 20px; border-bottom: 1px solid var(--line); padding-bottom: 4px; margin-top: 32px; }
h3 { font-size: 16px; margin: 0 0 4px; overflow-wrap: anywhere; }
h4 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted);
  margin: 12px 0 4px; }
nav ul { display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 0; list-style: none; }
.op { border: 1px solid var(--line); border-radius: 8px; padding: 12px; margin: 12px 0; }
.method { display: inline-block; min-width: 3em; text-align: center; font-size: 12px;
  border-radius: 4px; padding: 1px 6px; background: var(--accent); color: var(--bg); }
.op h3 .method { vertical-align: 1px; }
.params { list-style: none; padding: 0; margin: 0; }
.params li { padding: 4px 0; border-top: 1px solid var(--line); }
.params li:first-child { border-top: 0; }
.where, .type, .desc, .none, .status { color: var(--muted); font-size: 13px; }
.required { color: var(--required); font-size: 12px; font-weight: 600; }
.values { columns: 2 220px; margin: 4px 0; padding-left: 18px; }
.params .values li { border-top: 0; padding: 0; }
/* 3 px above and below keep each summary a 24 px touch target (WCAG 2.2 target size). */
summary { cursor: pointer; color: var(--muted); font-size: 13px; padding: 3px 0; }
.response summary { color: var(--fg); }
`;

/** The components every response names, each once. */
function renderSchemas(components: Record<string, JsonSchema>): string {
  return Object.entries(components)
    .map(
      ([name, schema]) =>
        `<details class="schema" id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(
          name,
        )}</code></summary><pre>${escapeHtml(schemaText(schema))}</pre></details>`,
    )
    .join('\n');
}

/** The whole page: table of contents by tag, then each tag's paths. */
export function renderDocsPage(doc: OpenApiDocument, jsonUrl: string): string {
  const byTag = new Map<string, [string, OpenApiOperation][]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const tag = item.get.tags[0] ?? 'Other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), [path, item.get]]);
  }
  const tags = [...byTag.keys()].sort();
  const count = Object.keys(doc.paths).length;
  const sections = tags
    .map(
      (tag) =>
        `<h2 id="tag-${slug(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? [])
          .map(([path, op]) => renderOperation(path, op, doc.components))
          .join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — API docs</title>
<style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(doc.info.title)}</h1>
<p class="desc">Version ${escapeHtml(doc.info.version)} · ${count} paths · OpenAPI 3.1 document: <a href="${escapeHtml(
    jsonUrl,
  )}">${escapeHtml(jsonUrl)}</a></p>
<p>${escapeHtml(doc.info.description)}</p>
<nav aria-label="Groups"><ul>${tags
    .map((tag) => `<li><a href="#tag-${slug(tag)}">${escapeHtml(tag)}</a></li>`)
    .join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
${sections}
<h2 id="schemas">Schemas</h2>
${renderSchemas(doc.components.schemas)}
</main></body></html>
`;
}
