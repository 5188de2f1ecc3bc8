/** The per-epoch counters of spec §2.8 (votes are counted per proposal, apart). */
export const SIMPLE_POLICIES = [
  'proposals',
  'delegations',
  'transfers',
  'nodeAnnouncements',
  'issueSignatures',
] as const;
export type SimplePolicy = (typeof SIMPLE_POLICIES)[number];
export type Policy = SimplePolicy | 'votes';
