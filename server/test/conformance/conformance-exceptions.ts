import type { Issue } from './swagger-validator.ts';

/**
 * THE list of places where our responses may depart from the reference swagger, each with
 * its reason. Anything else the conformance suite finds is drift and fails it. The suite also
 * fails when an entry here is no longer needed, so the list stays exact.
 *
 * How strict the check is (swagger-validator.ts): every property we emit must be defined, with
 * the JSON type, enum name and integer format grpc-gateway gives it; every defined property must
 * be present, because REST emits defaults. One rule is general and so is not listed entry by
 * entry: members of a protobuf `oneof` and proto3 `optional` fields are omitted when unset
 * (reference api-contract §0.2) — which fields those are is read from the reference's own
 * proto.json (proto-oneofs.ts), not written here. Where the spec and the reference differ the
 * spec wins, and the difference belongs in this list; today there is none: with the rule
 * above, every record of the test chain matches the reference.
 *
 * Outside the check altogether (endpoints.ts): `/health`, the CSV export and the streams.
 */
export interface ConformanceException {
  /** Swagger definition (as named in the file) holding the property. */
  definition: string;
  property: string;
  /** Which departures are allowed for this property. */
  kinds: Issue['kind'][];
  reason: string;
}

export const EXCEPTIONS: ConformanceException[] = [];

export function findException(issue: Issue): ConformanceException | undefined {
  return EXCEPTIONS.find(
    (e) =>
      e.definition === issue.definition &&
      e.property === issue.property &&
      e.kinds.includes(issue.kind),
  );
}
