import { readFileSync } from 'node:fs';

/**
 * The reference's OpenAPI 2 files and proto.json: unmodified copies of the team's
 * shared/reference/vega-api (v0.71), kept in the repo so a fresh clone tests against them.
 */
export const REFERENCE_DIR = new URL('../fixtures/vega-api/', import.meta.url);

/** The parts of a swagger 2 schema object that grpc-gateway's generator writes. */
export interface SwaggerSchema {
  $ref?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  format?: string;
  enum?: string[];
  items?: SwaggerSchema;
  properties?: Record<string, SwaggerSchema>;
  /** `{}` = any value (google.protobuf.Any); a schema = a proto map's values. */
  additionalProperties?: SwaggerSchema | boolean;
  title?: string;
}

export interface SwaggerDocument {
  /** File name without `.swagger.json`, for messages. */
  name: SwaggerFile;
  definitions: Record<string, SwaggerSchema>;
  paths: Record<string, Record<string, { responses?: Record<string, { schema?: SwaggerSchema }> }>>;
}

export type SwaggerFile = 'trading_data_v2' | 'blockexplorer' | 'core' | 'corestate';

/**
 * Field names carry `net` where the reference has its brand word (spec conventions):
 * `vegaPubKey` → `netPubKey`, `vegaAssetId` → `netAssetId`.
 */
export const netName = (name: string) => name.replace(/vega/g, 'net').replace(/Vega/g, 'Net');

function renameProperties(schema: SwaggerSchema): SwaggerSchema {
  const out: SwaggerSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [
        netName(key),
        renameProperties(value),
      ]),
    );
  }
  if (schema.items) out.items = renameProperties(schema.items);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    out.additionalProperties = renameProperties(schema.additionalProperties);
  return out;
}

const cache = new Map<SwaggerFile, SwaggerDocument>();

/** A reference swagger file with its property names renamed (`vega…` → `net…`). */
export function loadSwagger(name: SwaggerFile): SwaggerDocument {
  let doc = cache.get(name);
  if (!doc) {
    const raw = JSON.parse(
      readFileSync(new URL(`${name}.swagger.json`, REFERENCE_DIR), 'utf8'),
    ) as Omit<SwaggerDocument, 'name'>;
    doc = {
      name,
      paths: raw.paths,
      definitions: Object.fromEntries(
        Object.entries(raw.definitions).map(([key, value]) => [key, renameProperties(value)]),
      ),
    };
    cache.set(name, doc);
  }
  return doc;
}

/** The 200 response schema of `GET <path>` in the document; throws when the path has none. */
export function responseSchema(doc: SwaggerDocument, path: string): SwaggerSchema {
  const schema = doc.paths[path]?.get?.responses?.['200']?.schema;
  if (!schema) throw new Error(`${doc.name}.swagger.json has no GET ${path} with a 200 schema`);
  return renameProperties(schema);
}

/** `#/definitions/vegaOrder` → `vegaOrder` */
export const refName = (ref: string) => ref.replace(/^#\/definitions\//, '');
