import { readFileSync } from 'node:fs';
import { netName, REFERENCE_DIR, type SwaggerDocument } from './swagger-document.ts';

interface ProtoField {
  name: string;
  /** true for members of a oneof, including proto3 `optional` (a synthetic oneof `_name`). */
  isoneof: boolean;
}
interface ProtoMessage {
  longName: string;
  fullName: string;
  fields: ProtoField[];
}

/** proto3 JSON names: `tm_pub_key` → `tmPubKey`. */
const jsonName = (field: string) =>
  field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

let messages: ProtoMessage[] | undefined;
function protoMessages(): ProtoMessage[] {
  messages ??= (
    JSON.parse(readFileSync(new URL('proto.json', REFERENCE_DIR), 'utf8')) as {
      files: { messages: ProtoMessage[] }[];
    }
  ).files.flatMap((file) => file.messages);
  return messages;
}

const cache = new Map<string, Set<string> | null>();

/**
 * Properties of a swagger definition that grpc-gateway omits when unset even with
 * EmitDefaults (reference api-contract §0.2): members of a `oneof` and proto3 `optional`
 * fields. The swagger files do not say which these are; proto.json (the same build's
 * protoc-gen-doc dump) does. A definition is matched to its proto message by name
 * (`vegaOrder` ends with `Order`, `OrderTimeInForce` with `Order.TimeInForce`) and by having
 * exactly the same field names; messages that match equally (e.g. the v1 and v2
 * `ListAssetsResponse`) must agree, or this throws.
 * Returns null for definitions with no proto message (googlerpcStatus, protobufAny).
 */
export function omissibleProperties(doc: SwaggerDocument, definition: string): Set<string> | null {
  const key = `${doc.name}:${definition}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const properties = Object.keys(doc.definitions[definition]?.properties ?? {})
    .sort()
    .join(',');
  const candidates = protoMessages().filter(
    (m) =>
      definition.endsWith(m.longName.replace(/\./g, '')) &&
      m.fields
        .map((f) => netName(jsonName(f.name)))
        .sort()
        .join(',') === properties,
  );
  const sets = candidates.map(
    (m) => new Set(m.fields.filter((f) => f.isoneof).map((f) => netName(jsonName(f.name)))),
  );
  const [first] = sets;
  const same = (a: Set<string>, b: Set<string>) =>
    a.size === b.size && [...a].every((x) => b.has(x));
  if (first && !sets.every((s) => same(s, first))) {
    throw new Error(
      `${definition} matches proto messages that disagree on oneofs: ${candidates.map((m) => m.fullName).join(', ')}`,
    );
  }
  const result = first ?? null;
  cache.set(key, result);
  return result;
}
