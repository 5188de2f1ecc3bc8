import { expect } from 'vitest';
import { errorBodySchema } from '#contract/errors.ts';

/**
 * Runs per property and the base seed: fixed, so a failure is reproducible and the suite costs
 * the same every time. `FUZZ_RUNS=2000 FUZZ_SEED=… npx vitest run server/test/fuzz` digs deeper.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);

/** A seed of its own for each property (FNV-1a of its name), so adding one shifts no other. */
export function seedFor(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash ^ BASE_SEED) | 0;
}

/** A contract schema, zod or zod/mini alike: all the fuzzer needs of it. */
export interface ContractSchema {
  safeParse(value: unknown): { success: boolean; error?: { message: string } };
}

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What every REST answer must be: never a 5xx; a 2xx body that parses with the route's contract
 * schema; anything else the spec §7 error body (`{code, message, details: [{'@type', …}]}`).
 */
export function expectSpecAnswer(
  res: HttpAnswer,
  schema: ContractSchema,
  what: string,
  errorSchema?: ContractSchema,
): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body: unknown = JSON.parse(res.body);
  if (res.statusCode >= 200 && res.statusCode < 300) {
    const parsed = schema.safeParse(body);
    expect(
      parsed.success,
      `${what}: 2xx body off contract: ${parsed.error?.message.slice(0, 500)}`,
    ).toBe(true);
  } else {
    expect(String(res.headers['content-type']), what).toMatch(/^application\/json/);
    if (errorSchema) {
      const own = errorSchema.safeParse(body);
      expect(own.success, `${what}: ${res.statusCode} off its error schema: ${res.body}`).toBe(
        true,
      );
      return;
    }
    const parsed = errorBodySchema.safeParse(body);
    expect(
      parsed.success,
      `${what}: ${res.statusCode} without the spec §7 body: ${res.body.slice(0, 300)}`,
    ).toBe(true);
    expect(parsed.data?.details.length, `${what}: error without details`).toBeGreaterThan(0);
  }
}
