import { parseJsonInPieces } from './json-pieces.ts';
import { define, SnapshotCodecError, type ClassRegistry, type Encoded } from './snapshot-codec.ts';

/*
 * The snapshot codec's way back (snapshot-codec.ts says what each tagged value means): the
 * encoded text to the graph, shared references and cycles rebuilt.
 */

/**
 * Rebuilds the graph; each container is built by a generator that asks for its children's
 * values one by one, so the same rules run in one go (decodeGraph) or in slices.
 */
class GraphDecoder {
  private readonly objects: object[] = [];

  constructor(private readonly registry: ClassRegistry) {}

  private static bad(what: string): never {
    throw new SnapshotCodecError(`malformed snapshot: ${what}`);
  }

  /** A leaf's value, or the container's builder (yields child encodings, gets their values). */
  private leafOrBuild(
    value: Encoded,
  ): { leaf: unknown } | { build: Generator<Encoded, unknown, unknown> } {
    if (!Array.isArray(value)) {
      if (value !== null && typeof value === 'object') GraphDecoder.bad('an untagged object');
      return { leaf: value };
    }
    const [tag, a] = value;
    switch (tag) {
      case 'u':
        return { leaf: undefined };
      case 'n':
        return { leaf: BigInt(a as string) };
      case 'f':
        return { leaf: a === '-0' ? -0 : Number(a) };
      case 'r':
        return { leaf: this.objects[a as number] ?? GraphDecoder.bad(`reference ${String(a)}`) };
      case 'A':
      case 'M':
      case 'S':
      case 'O':
        return { build: this.build(value) };
      default:
        return GraphDecoder.bad(`tag ${String(tag)}`);
    }
  }

  private *build(value: Encoded[]): Generator<Encoded, unknown, unknown> {
    const [tag, a, b] = value;
    switch (tag) {
      case 'A': {
        const arr: unknown[] = [];
        this.objects.push(arr);
        for (let i = 1; i < value.length; i++) arr.push(yield value[i]!);
        return arr;
      }
      case 'M': {
        const map = new Map<unknown, unknown>();
        this.objects.push(map);
        const flat = a as Encoded[];
        for (let i = 0; i < flat.length; i += 2) {
          const key = yield flat[i]!;
          map.set(key, yield flat[i + 1]!);
        }
        return map;
      }
      case 'S': {
        const set = new Set<unknown>();
        this.objects.push(set);
        for (const item of a as Encoded[]) set.add(yield item);
        return set;
      }
      default: {
        const proto =
          a === 0
            ? Object.prototype
            : a === null
              ? null
              : (this.registry.get(a as string) ?? GraphDecoder.bad(`unknown class ${String(a)}`));
        const obj = Object.create(proto) as Record<string, unknown>;
        this.objects.push(obj);
        const fields = b as { [key: string]: Encoded };
        for (const key of Object.keys(fields)) define(obj, key, yield fields[key]!);
        return obj;
      }
    }
  }

  decode(value: Encoded): unknown {
    const r = this.leafOrBuild(value);
    if ('leaf' in r) return r.leaf;
    let step = r.build.next();
    while (!step.done) step = r.build.next(this.decode(step.value));
    return step.value;
  }

  /**
   * decode's result, with `pause()` after every DECODE_SLICE_NODES values whatever their depth
   * (a Map of thousands of orders is as deep in the state as a counter): the containers being
   * built are a stack of their builders instead of the call stack.
   */
  async decodeInSlices(root: Encoded, pause: () => Promise<void>): Promise<unknown> {
    const builders: Generator<Encoded, unknown, unknown>[] = [];
    let next = root;
    for (let nodes = 1; ; nodes++) {
      if (nodes % DECODE_SLICE_NODES === 0) await pause();
      const r = this.leafOrBuild(next);
      let step: IteratorResult<Encoded, unknown>;
      if ('build' in r) {
        builders.push(r.build);
        step = r.build.next();
      } else if (builders.length === 0) return r.leaf;
      else step = builders.at(-1)!.next(r.leaf);
      // A finished container is its parent's next value (the root's: the result).
      while (step.done) {
        builders.pop();
        if (builders.length === 0) return step.value;
        step = builders.at(-1)!.next(step.value);
      }
      next = step.value;
    }
  }
}

export function decodeGraph(text: string, registry: ClassRegistry): unknown {
  return new GraphDecoder(registry).decode(JSON.parse(text) as Encoded);
}

/** Values decoded between two calls of `pause()` (a few ms of work). */
export const DECODE_SLICE_NODES = 4096;

/** decodeGraph's result, with `pause()` between slices of the work (parsing, then decoding). */
export async function decodeGraphInSlices(
  text: string,
  registry: ClassRegistry,
  pause: () => Promise<void>,
): Promise<unknown> {
  return decodeGraphBytesInSlices(Buffer.from(text, 'utf8'), registry, pause);
}

/** decodeGraphInSlices of the text's UTF-8 bytes, which need not become one string. */
export async function decodeGraphBytesInSlices(
  bytes: Uint8Array,
  registry: ClassRegistry,
  pause: () => Promise<void>,
): Promise<unknown> {
  const parsed = (await parseJsonInPieces(bytes, pause)) as Encoded;
  return new GraphDecoder(registry).decodeInSlices(parsed, pause);
}
