// SHA3-256 (FIPS 202), small and dependency-free: the network derives the ids of what a
// transaction creates by hashing its signature, and WebCrypto has no SHA-3. Each 64-bit lane
// of the Keccak-f[1600] state is kept as two 32-bit halves (lo, hi) to stay off BigInt.

const RATE_BYTES = 136; // (1600 - 2 × 256) / 8
const ROUNDS = 24;

const RC_LO: number[] = [];
const RC_HI: number[] = [];
/** Rotation of the rho step and destination lane of the pi step, in walking order. */
const ROT: number[] = [];
const PI: number[] = [];

(function precompute() {
  // Round constants from the LFSR of FIPS 202 §3.2.5.
  let r = 1;
  for (let round = 0; round < ROUNDS; round++) {
    let lo = 0;
    let hi = 0;
    for (let j = 0; j < 7; j++) {
      r = ((r << 1) ^ ((r >> 7) * 0x71)) & 0xff;
      if (r & 2) {
        const bit = (1 << j) - 1;
        if (bit < 32) lo ^= 1 << bit;
        else hi ^= 1 << (bit - 32);
      }
    }
    RC_LO.push(lo >>> 0);
    RC_HI.push(hi >>> 0);
  }
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    ROT.push((((t + 1) * (t + 2)) / 2) % 64);
    [x, y] = [y, (2 * x + 3 * y) % 5];
    PI.push(x + 5 * y);
  }
})();

/** 64-bit rotate left of (lo, hi) by s (0 < s < 64). */
function rotl(lo: number, hi: number, s: number): [number, number] {
  if (s === 32) return [hi, lo];
  if (s < 32) return [(lo << s) | (hi >>> (32 - s)), (hi << s) | (lo >>> (32 - s))];
  const k = s - 32;
  return [(hi << k) | (lo >>> (32 - k)), (lo << k) | (hi >>> (32 - k))];
}

function keccakF(lo: number[], hi: number[]) {
  const cLo = [0, 0, 0, 0, 0];
  const cHi = [0, 0, 0, 0, 0];
  const at = (a: number[], i: number) => a[i] as number;
  for (let round = 0; round < ROUNDS; round++) {
    // theta
    for (let x = 0; x < 5; x++) {
      cLo[x] = at(lo, x) ^ at(lo, x + 5) ^ at(lo, x + 10) ^ at(lo, x + 15) ^ at(lo, x + 20);
      cHi[x] = at(hi, x) ^ at(hi, x + 5) ^ at(hi, x + 10) ^ at(hi, x + 15) ^ at(hi, x + 20);
    }
    for (let x = 0; x < 5; x++) {
      const [rLo, rHi] = rotl(at(cLo, (x + 1) % 5), at(cHi, (x + 1) % 5), 1);
      const dLo = at(cLo, (x + 4) % 5) ^ rLo;
      const dHi = at(cHi, (x + 4) % 5) ^ rHi;
      for (let y = 0; y < 25; y += 5) {
        lo[x + y] = at(lo, x + y) ^ dLo;
        hi[x + y] = at(hi, x + y) ^ dHi;
      }
    }
    // rho and pi: walk lane 1's orbit, rotating each lane into the next position.
    let curLo = at(lo, 1);
    let curHi = at(hi, 1);
    for (let t = 0; t < 24; t++) {
      const dest = at(PI, t);
      const nextLo = at(lo, dest);
      const nextHi = at(hi, dest);
      [lo[dest], hi[dest]] = rotl(curLo, curHi, at(ROT, t));
      curLo = nextLo;
      curHi = nextHi;
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        cLo[x] = at(lo, y + x);
        cHi[x] = at(hi, y + x);
      }
      for (let x = 0; x < 5; x++) {
        lo[y + x] = at(cLo, x) ^ (~at(cLo, (x + 1) % 5) & at(cLo, (x + 2) % 5));
        hi[y + x] = at(cHi, x) ^ (~at(cHi, (x + 1) % 5) & at(cHi, (x + 2) % 5));
      }
    }
    // iota
    lo[0] = at(lo, 0) ^ at(RC_LO, round);
    hi[0] = at(hi, 0) ^ at(RC_HI, round);
  }
}

/** SHA3-256 of the bytes, as 32 bytes. */
export function sha3_256(data: Uint8Array): Uint8Array {
  const lo: number[] = new Array<number>(25).fill(0);
  const hi: number[] = new Array<number>(25).fill(0);
  // Padding: the SHA-3 domain bits 0x06 … 0x80 up to a whole number of blocks.
  const padded = new Uint8Array((Math.floor(data.length / RATE_BYTES) + 1) * RATE_BYTES);
  padded.set(data);
  padded[data.length] = 0x06;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) | 0x80;
  const word = (p: number) =>
    ((padded[p] ?? 0) |
      ((padded[p + 1] ?? 0) << 8) |
      ((padded[p + 2] ?? 0) << 16) |
      ((padded[p + 3] ?? 0) << 24)) >>>
    0;
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let i = 0; i < RATE_BYTES / 8; i++) {
      lo[i] = (lo[i] as number) ^ word(offset + i * 8);
      hi[i] = (hi[i] as number) ^ word(offset + i * 8 + 4);
    }
    keccakF(lo, hi);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 4; i++) {
    for (let b = 0; b < 4; b++) {
      out[i * 8 + b] = ((lo[i] as number) >>> (8 * b)) & 0xff;
      out[i * 8 + 4 + b] = ((hi[i] as number) >>> (8 * b)) & 0xff;
    }
  }
  return out;
}

/** Bytes of an even-length hex string, or undefined when it is not hex. */
export function hexToBytes(hex: string): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
