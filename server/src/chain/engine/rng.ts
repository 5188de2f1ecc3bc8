import { createHash } from 'node:crypto';

/**
 * The simulation's only source of randomness: a seeded sfc32 generator. Every draw is a pure
 * function of the seed and the labels it was derived with, so a block's randomness can be
 * re-created from (SEED, height) alone — nothing random has to be saved to resume a chain.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...labels: (string | number | bigint)[]) {
    const digest = createHash('sha256').update(labels.join('\u0000')).digest();
    this.a = digest.readUInt32LE(0);
    this.b = digest.readUInt32LE(4);
    this.c = digest.readUInt32LE(8);
    this.d = digest.readUInt32LE(12);
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** Uniform integer in [0, 2^32). */
  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform bigint in [min, max] (inclusive); for ranges below 2^53. */
  bigint(min: bigint, max: bigint): bigint {
    return min + BigInt(Math.floor(this.next() * Number(max - min + 1n)));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Standard normal draw (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Exponentially distributed draw with the given mean (Poisson inter-arrival). */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }
}
