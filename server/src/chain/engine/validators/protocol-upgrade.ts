/** The core version the simulated network starts with (the reference is v0.71). */
export const GENESIS_CORE_VERSION = 'v0.71.4';

/**
 * Protocol upgrades: each consensus validator proposes a release tag for a future snapshot
 * block; when a quorum agrees on the same (height, tag), that block is a protocol-upgrade
 * block: its snapshot is flagged, and the network runs the new release afterwards.
 */
export class UpgradeState {
  coreVersion = GENESIS_CORE_VERSION;
  /** Each validator's current proposal (a new one replaces it). */
  readonly proposals = new Map<string, { height: bigint; tag: string }>();

  /**
   * The tag at least `needed` of the current consensus validators (`consensusIds`) proposed for
   * `height`, if any.
   */
  agreedTag(consensusIds: readonly string[], needed: number, height: bigint): string | undefined {
    const consensus = new Set(consensusIds);
    const votes = new Map<string, number>();
    for (const [nodeId, p] of this.proposals)
      if (p.height === height && consensus.has(nodeId))
        votes.set(p.tag, (votes.get(p.tag) ?? 0) + 1);
    // Map iteration follows proposal order, so ties resolve the same way on every replay.
    for (const [tag, count] of votes) if (count >= needed) return tag;
    return undefined;
  }

  /** Proposals for heights already reached are spent. */
  dropUpTo(height: bigint): void {
    for (const [nodeId, p] of this.proposals) if (p.height <= height) this.proposals.delete(nodeId);
  }
}

/** Release tags look like v0.71.5 or v0.72.0-rc.1. */
export const RELEASE_TAG = /^v\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;
