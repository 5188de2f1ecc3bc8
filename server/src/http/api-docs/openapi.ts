import { z } from 'zod/mini';
import { errorBodySchema } from '#contract/errors.ts';
import type { RouteDoc } from '../define-route.ts';
import { queryParamDocs, type ParamDoc, type ParamKind } from '../route-params.ts';
import { contractSchemaNames } from './contract-components.ts';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
} from './openapi-document.ts';
import { shareParameters } from './shared-parameters.ts';

/** One documented GET route as Fastify registered it (`:name` path parameters). */
export interface DocumentedRoute {
  url: string;
  doc: RouteDoc;
}

/** Fastify's `/asset/:assetId` is OpenAPI's `/asset/{assetId}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const COMPONENTS = '#/components/schemas/';

/**
 * The named schemas of one document: the contract's (contract-components.ts), then each route's
 * response or error body that is not one of them, under its operation's name. Every body is a
 * `$ref` to one of these, and each is written out once, as JSON Schema of the wire form.
 */
class SchemaNames {
  readonly registry = z.registry<{ id: string }>();

  constructor() {
    for (const [schema, id] of contractSchemaNames()) this.registry.add(schema, { id });
  }

  /** A `$ref` to the schema, naming it `fallback` if it has no name yet. */
  ref(schema: z.core.$ZodType, fallback: string): JsonSchema {
    const id = this.registry.get(schema)?.id ?? fallback;
    if (!this.registry.has(schema)) this.registry.add(schema, { id });
    return { $ref: COMPONENTS + id };
  }

  /** The schemas `paths` refers to, directly or through other components (the rest left out). */
  components(paths: unknown): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.registry, {
      io: 'input',
      unrepresentable: 'any',
      uri: (id) => COMPONENTS + id,
    });
    const out: Record<string, JsonSchema> = {};
    const pending = refsIn(paths);
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      const schema = schemas[id] as JsonSchema | undefined;
      if (!schema || id in out) continue;
      delete schema.$schema;
      delete schema.id;
      out[id] = schema;
      pending.push(...refsIn(schema));
    }
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  }
}

/** The component names a JSON value refers to. */
function refsIn(value: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null)
      for (const [key, inner] of Object.entries(v)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENTS))
          found.push(inner.slice(COMPONENTS.length));
        else walk(inner);
      }
  };
  walk(value);
  return found;
}

const DIGITS = '^\\d+$';

/** JSON Schema of one parameter value by its kind (query values are text on the wire). */
export function kindSchema(kind: ParamKind): JsonSchema {
  if (typeof kind === 'object' && 'id' in kind)
    return { type: 'string', pattern: '^[0-9a-fA-F]{64}$', description: `${kind.id} id` };
  if (typeof kind === 'object')
    return {
      type: 'string',
      enum: [...kind.enum],
      description: 'a name, or its integer',
    };
  switch (kind) {
    case 'bool':
      return { type: 'boolean' };
    case 'int32':
      return { type: 'integer', format: 'int32' };
    case 'uint64':
      return { type: 'string', format: 'uint64', pattern: DIGITS };
    case 'int64':
      return { type: 'string', format: 'int64', pattern: '^-?\\d+$' };
    case 'amount':
      return { type: 'string', pattern: DIGITS, description: 'unsigned integer, up to 256 bits' };
    case 'timestamp':
      return { type: 'string', format: 'int64', pattern: DIGITS, description: 'Unix ns' };
    case 'txCursor':
      return { type: 'string', pattern: '^\\d+\\.\\d+$', description: '<block>.<index>' };
    default:
      return { type: 'string' };
  }
}

function queryParameter(name: string, p: ParamDoc): OpenApiParameter {
  const value = kindSchema(p.kind);
  return {
    name,
    in: 'query',
    required: p.required ?? false,
    ...(p.description !== undefined ? { description: p.description } : {}),
    schema: p.repeated ? { type: 'array', items: value } : value,
    ...(p.repeated ? { style: 'form' as const, explode: true } : {}),
  };
}

function queryParameters(doc: RouteDoc): OpenApiParameter[] {
  const params = { ...queryParamDocs(doc.query ?? {}), ...doc.queryDocs };
  return Object.entries(params).map(([name, p]) => queryParameter(name, p));
}

function pathParameters(url: string, doc: RouteDoc): OpenApiParameter[] {
  return [...url.matchAll(/:(\w+)/g)].map(([, name = '']) => {
    const p = doc.params?.[name];
    return {
      name,
      in: 'path' as const,
      required: true,
      ...(p?.description !== undefined ? { description: p.description } : {}),
      schema: p ? kindSchema(p.kind) : { type: 'string' },
    };
  });
}

const ERROR_TEXT: Record<number, string> = {
  400: 'malformed request (the spec error body names the parameter)',
  404: 'not found',
  426: 'not a WebSocket upgrade',
  429: 'rate or stream limit reached',
  503: 'the node is still starting',
};

function responses(doc: RouteDoc, name: string, names: SchemaNames): OpenApiOperation['responses'] {
  const errorContent = {
    'application/json': { schema: names.ref(doc.errorBody ?? errorBodySchema, `${name}Error`) },
  };
  const out: OpenApiOperation['responses'] = {};
  const body = doc.response
    ? {
        [doc.produces ?? 'application/json']: {
          schema: names.ref(doc.response, `${name}Response`),
        },
      }
    : doc.produces
      ? { [doc.produces]: { schema: { type: 'string' } } }
      : undefined;
  if (doc.websocket) {
    out['101'] = {
      description:
        'WebSocket upgrade: every message is the JSON schema below, `{"result": …}` or `{"error": …}`',
      ...(body ? { content: body } : {}),
    };
  } else {
    out['200'] = { description: 'OK', ...(body ? { content: body } : {}) };
  }
  const statuses = new Set([400, ...(doc.errors ?? []), ...(doc.websocket ? [426] : [])]);
  for (const status of [...statuses].sort())
    out[String(status)] = { description: ERROR_TEXT[status] ?? 'error', content: errorContent };
  return out;
}

const operationId = (url: string) =>
  `get${url
    .split(/[/:.{}-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('')}`;

/** The node's OpenAPI 3.1 document, from what its routes declare. */
export function buildOpenApi(routes: readonly DocumentedRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const names = new SchemaNames();
  for (const { url, doc } of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    doc.tags.forEach((t) => tags.add(t));
    const id = operationId(url);
    paths[openApiPath(url)] = {
      get: {
        operationId: id,
        summary: doc.summary,
        ...(doc.description !== undefined ? { description: doc.description } : {}),
        tags: [...doc.tags],
        parameters: [...pathParameters(url, doc), ...queryParameters(doc)],
        responses: responses(doc, id.charAt(0).toUpperCase() + id.slice(1), names),
        ...(doc.websocket ? { 'x-websocket': true } : {}),
      },
    };
  }
  const parameters = shareParameters(Object.values(paths).map((item) => item.get));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Trading Network Data API',
      version,
      description:
        'The read-only Data API of this data node: the v0.71 data node paths and parameter names ' +
        '(brand word → `net`), WebSocket streams, CSV exports and a CometBFT RPC subset. Query ' +
        'parameters follow grpc-gateway: camelCase or snake_case names, repeated parameters by ' +
        'repetition, enums by name or integer, unknown parameters ignored.',
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: { schemas: names.components(paths), parameters },
  };
}
