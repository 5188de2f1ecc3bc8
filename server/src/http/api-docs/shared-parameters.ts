import type { OpenApiParameter, ParameterRef } from './openapi-document.ts';

/*
 * Query parameters declared the same way by several routes (the five `pagination.*` of every
 * list, `dateRange.*`, the filters, `fromHeight` of every stream) are written once under
 * `components.parameters` and referred to by `$ref`, as the routes share one declaration in
 * http/route-params.ts. A parameter only one route declares stays inline.
 */

const PARAMETERS = '#/components/parameters/';

export const isParameterRef = (p: OpenApiParameter | ParameterRef): p is ParameterRef =>
  '$ref' in p;

/** The parameter a `$ref` names (the parameter itself when it is not a reference). */
export function resolveParameter(
  p: OpenApiParameter | ParameterRef,
  components: Readonly<Record<string, OpenApiParameter>>,
): OpenApiParameter {
  if (!isParameterRef(p)) return p;
  const found = components[p.$ref.slice(PARAMETERS.length)];
  if (!found) throw new Error(`no component parameter ${p.$ref}`);
  return found;
}

/**
 * Replaces, in every operation's list, each query parameter declared identically by two routes
 * or more with a `$ref`, and returns the components. A component is named by the parameter
 * (`pagination.first`), `.required` added where the route requires it; two other declarations
 * of one name (a description of their own) are numbered, the most used keeping the plain name.
 */
export function shareParameters(
  operations: readonly { parameters: (OpenApiParameter | ParameterRef)[] }[],
): Record<string, OpenApiParameter> {
  const uses = new Map<string, { parameter: OpenApiParameter; count: number }>();
  for (const op of operations)
    for (const p of op.parameters) {
      if (isParameterRef(p) || p.in !== 'query') continue;
      const key = JSON.stringify(p);
      const use = uses.get(key) ?? { parameter: p, count: 0 };
      use.count++;
      uses.set(key, use);
    }
  const shared = [...uses.entries()]
    .filter(([, use]) => use.count > 1)
    .sort(([, a], [, b]) => b.count - a.count);
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const [key, { parameter }] of shared) {
    const base = parameter.required ? `${parameter.name}.required` : parameter.name;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}.${n}`;
    taken.add(name);
    names.set(key, name);
  }
  for (const op of operations)
    op.parameters = op.parameters.map((p) => {
      const name = isParameterRef(p) ? undefined : names.get(JSON.stringify(p));
      return name === undefined ? p : { $ref: PARAMETERS + name };
    });
  const components: Record<string, OpenApiParameter> = {};
  for (const [key, name] of [...names.entries()].sort(([, a], [, b]) => a.localeCompare(b)))
    components[name] = uses.get(key)?.parameter as OpenApiParameter;
  return components;
}
