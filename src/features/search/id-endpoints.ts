// The endpoints the id search probes, loaded together with the first probe (id-targets.ts): one
// module imported on demand, so that the search page carries none of their response schemas and
// each endpoint module stays in the chunk of the pages that read it.
export { deposit, withdrawal } from '#contract/endpoints/deposits-withdrawals.ts';
export { governance } from '#contract/endpoints/governance.ts';
export { market } from '#contract/endpoints/markets.ts';
export { node } from '#contract/endpoints/nodes.ts';
export { order } from '#contract/endpoints/orders.ts';
export { parties } from '#contract/endpoints/parties.ts';
export { transaction } from '#contract/endpoints/transactions.ts';
export { asset } from '#contract/endpoints/assets.ts';
