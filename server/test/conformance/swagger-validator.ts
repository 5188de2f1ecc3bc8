import { omissibleProperties } from './proto-oneofs.ts';
import { refName, type SwaggerDocument, type SwaggerSchema } from './swagger-document.ts';

/** One way a JSON value departs from the reference's schema. */
export interface Issue {
  /** JSON path of the value, e.g. `$.orders.edges[3].node.side`. */
  path: string;
  /** Definition whose property this is (the object holding it), or '' at the top. */
  definition: string;
  /** Property name within that definition (missing/extra/wrong), when there is one. */
  property: string | undefined;
  kind: 'missing' | 'extra' | 'type' | 'enum' | 'format' | 'null';
  message: string;
}

interface Context {
  path: string;
  definition: string;
  property: string | undefined;
  /** An unset sub-message is rendered as null (grpc-gateway EmitDefaults); oneof members are omitted instead. */
  nullable: boolean;
}

const INT32 = [-(2 ** 31), 2 ** 31 - 1] as const;
const UINT32 = [0, 2 ** 32 - 1] as const;
const SAFE = [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER] as const;
const INT64 = [-(2n ** 63n), 2n ** 63n - 1n] as const;
const UINT64 = [0n, 2n ** 64n - 1n] as const;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Checks JSON against a swagger 2 schema as grpc-gateway (v2, EmitDefaults, enums as names)
 * renders protobuf messages (reference api-contract §0.2):
 * - every property present must be defined (unless the object is a map or a `google.protobuf.Any`);
 * - every defined property must be present, except oneof members and proto3 `optional` fields
 *   (read from proto.json), which are omitted when unset;
 * - a sub-message that is not a oneof member may be `null` (unset); nothing else may be null;
 * - enums are one of their names; int64/uint64 are decimal strings in range; int32/uint32 are
 *   JSON integers in range; double/float are JSON numbers; `byte` is base64.
 * Swagger 2 here has no `required`, `oneOf` or `nullable`, so these rules are the format's.
 *
 * Written here rather than with a JSON Schema library (ajv): swagger 2 is not JSON Schema, and
 * the conversion (null only for non-oneof messages, oneofs from proto.json, int64 as strings,
 * the brand-word renaming) would be as long as this and hide the rules; this way each issue
 * also names the definition and property, which is what the exception list matches on.
 */
export class SwaggerValidator {
  constructor(readonly doc: SwaggerDocument) {}

  validate(schema: SwaggerSchema, value: unknown, path = '$'): Issue[] {
    const issues: Issue[] = [];
    this.check(
      schema,
      value,
      { path, definition: '', property: undefined, nullable: false },
      issues,
    );
    return issues;
  }

  /** Validates against `#/definitions/<name>`. */
  validateDefinition(name: string, value: unknown, path = '$'): Issue[] {
    return this.validate({ $ref: `#/definitions/${name}` }, value, path);
  }

  private definition(ref: string): SwaggerSchema {
    const def = this.doc.definitions[refName(ref)];
    if (!def) throw new Error(`${this.doc.name}.swagger.json: no definition ${ref}`);
    return def;
  }

  private check(schema: SwaggerSchema, value: unknown, ctx: Context, issues: Issue[]): void {
    const issue = (kind: Issue['kind'], message: string) =>
      issues.push({
        path: ctx.path,
        definition: ctx.definition,
        property: ctx.property,
        kind,
        message,
      });

    let definitionName: string | undefined;
    if (schema.$ref) {
      definitionName = refName(schema.$ref);
      schema = this.definition(schema.$ref);
    }
    const isMessage = schema.type === 'object' || (!schema.type && !!schema.properties);
    if (value === null) {
      if (!(isMessage && ctx.nullable)) issue('null', `null where ${describe(schema)} is expected`);
      return;
    }
    if (schema.enum) {
      if (typeof value !== 'string')
        issue('type', `enum name expected, got ${typeOf(value)} ${JSON.stringify(value)}`);
      else if (!schema.enum.includes(value))
        issue(
          'enum',
          `${JSON.stringify(value)} is not one of ${definitionName ?? 'the enum'}'s names`,
        );
      return;
    }
    switch (schema.type) {
      case 'string':
        if (typeof value !== 'string')
          return void issue('type', `string expected, got ${typeOf(value)}`);
        this.checkStringFormat(schema.format, value, issue);
        return;
      case 'integer': {
        if (typeof value !== 'number' || !Number.isInteger(value))
          return void issue(
            'type',
            `integer expected, got ${typeOf(value)} ${JSON.stringify(value)}`,
          );
        // The generator writes uint32 proto fields as `integer`/`int64` (to fit their range):
        // still JSON numbers, bounded here only by what a JSON number holds exactly.
        const [min, max] =
          schema.format === 'int32' ? INT32 : schema.format === 'uint32' ? UINT32 : SAFE;
        if (value < min || value > max)
          issue('format', `${value} out of ${schema.format ?? 'integer'} range`);
        return;
      }
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value))
          issue('type', `number expected, got ${typeOf(value)} ${JSON.stringify(value)}`);
        return;
      case 'boolean':
        if (typeof value !== 'boolean') issue('type', `boolean expected, got ${typeOf(value)}`);
        return;
      case 'array':
        if (!Array.isArray(value))
          return void issue('type', `array expected, got ${typeOf(value)}`);
        value.forEach((item, i) =>
          this.check(
            schema.items ?? {},
            item,
            { ...ctx, path: `${ctx.path}[${i}]`, nullable: false },
            issues,
          ),
        );
        return;
      default:
        if (isMessage)
          return this.checkObject(
            schema,
            value,
            definitionName ?? `${ctx.definition}.${ctx.property ?? ''}`,
            ctx,
            issues,
          );
        // A schema with no type (`{}`) accepts anything.
        return;
    }
  }

  private checkStringFormat(
    format: string | undefined,
    value: string,
    issue: (kind: Issue['kind'], message: string) => void,
  ) {
    if (format === 'int64' || format === 'uint64') {
      const ok = format === 'int64' ? /^-?\d+$/.test(value) : /^\d+$/.test(value);
      const [min, max] = format === 'int64' ? INT64 : UINT64;
      if (!ok || BigInt(value) < min || BigInt(value) > max)
        issue('format', `${JSON.stringify(value)} is not a ${format} decimal string`);
    } else if (format === 'byte') {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0)
        issue('format', `${JSON.stringify(value)} is not base64`);
    }
  }

  private checkObject(
    schema: SwaggerSchema,
    value: unknown,
    definition: string,
    ctx: Context,
    issues: Issue[],
  ): void {
    if (!isPlainObject(value)) {
      issues.push({
        ...pick(ctx),
        kind: 'type',
        message: `object (${definition}) expected, got ${typeOf(value)}`,
      });
      return;
    }
    const properties = schema.properties ?? {};
    const extra = schema.additionalProperties;
    const omissible = omissibleProperties(this.doc, definition) ?? new Set<string>();
    for (const [key, child] of Object.entries(value)) {
      const childCtx = { path: `${ctx.path}.${key}`, definition, property: key };
      const childSchema = properties[key];
      if (childSchema) {
        this.check(childSchema, child, { ...childCtx, nullable: !omissible.has(key) }, issues);
      } else if (extra) {
        // A proto map (its values' schema) or google.protobuf.Any (`{}`: anything).
        if (typeof extra === 'object')
          this.check(extra, child, { ...childCtx, nullable: false }, issues);
      } else {
        issues.push({
          ...childCtx,
          kind: 'extra',
          message: `${key} is not a property of ${definition}`,
        });
      }
    }
    for (const key of Object.keys(properties)) {
      if (!(key in value) && !omissible.has(key)) {
        issues.push({
          path: `${ctx.path}.${key}`,
          definition,
          property: key,
          kind: 'missing',
          message: `${key} of ${definition} is missing (grpc-gateway emits defaults)`,
        });
      }
    }
  }
}

const pick = (ctx: Context) => ({
  path: ctx.path,
  definition: ctx.definition,
  property: ctx.property,
});

function describe(schema: SwaggerSchema): string {
  if (schema.enum) return 'an enum name';
  return schema.format ? `${schema.type} (${schema.format})` : (schema.type ?? 'a value');
}
