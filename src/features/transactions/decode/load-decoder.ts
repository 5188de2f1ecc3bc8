import { queryOptions } from '@tanstack/react-query';
import type { CommandKey } from '#contract/commands/input-data.ts';
import type { Decode } from './codec.ts';

/*
 * The transaction page decodes one command, so it loads only that command's decoder module: all of
 * them together (proposal terms, chain events, validator commands…) are ~5 KB gzip of the page's
 * first-route JavaScript (its budget: docs/benchmarks.md). decode-transaction.ts keeps the
 * synchronous registry of every decoder (its tests read every command).
 */

type Loader = () => Promise<Partial<{ [K in CommandKey]: Decode<K> }>>;

const orders: Loader = () => import('./order-commands.ts').then((m) => m.orderDecoders);
const liquidity: Loader = () => import('./liquidity-commands.ts').then((m) => m.liquidityDecoders);
const funds: Loader = () => import('./funds-commands.ts').then((m) => m.fundsDecoders);
const governance: Loader = () =>
  import('./governance-commands.ts').then((m) => m.governanceDecoders);
const validators: Loader = () => import('./validator-commands.ts').then((m) => m.validatorDecoders);
const chainEvent: Loader = () =>
  import('./chain-event.ts').then((m) => ({ chainEvent: m.decodeChainEvent }));
const oracleData: Loader = () =>
  import('./oracle-data.ts').then((m) => ({ oracleDataSubmission: m.decodeOracleData }));

/** The module of every command member of spec §2.9: the type makes a missing one not compile. */
const LOADERS: { [K in CommandKey]: Loader } = {
  orderSubmission: orders,
  orderCancellation: orders,
  orderAmendment: orders,
  batchMarketInstructions: orders,
  liquidityProvisionSubmission: liquidity,
  liquidityProvisionAmendment: liquidity,
  liquidityProvisionCancellation: liquidity,
  transfer: funds,
  cancelTransfer: funds,
  withdrawSubmission: funds,
  proposalSubmission: governance,
  voteSubmission: governance,
  announceNode: validators,
  nodeVote: validators,
  nodeSignature: validators,
  keyRotateSubmission: validators,
  ethereumKeyRotateSubmission: validators,
  stateVariableProposal: validators,
  validatorHeartbeat: validators,
  protocolUpgradeProposal: validators,
  issueSignatures: validators,
  delegateSubmission: validators,
  undelegateSubmission: validators,
  chainEvent,
  oracleDataSubmission: oracleData,
};

export async function loadDecoder<K extends CommandKey>(key: K): Promise<Decode<K>> {
  const decoder = (await LOADERS[key]())[key];
  if (!decoder) throw new Error(`No decoder for the ${key} command`);
  return decoder as Decode<K>;
}

/** The decoder of a command as a query: loaded once, kept for the session. */
export const decoderQuery = (key: CommandKey | undefined) =>
  queryOptions({
    queryKey: ['command-decoder', key],
    queryFn: () => loadDecoder(key!),
    enabled: key !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
