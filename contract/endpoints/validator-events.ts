import { ProtocolUpgradeProposalStatus } from '../enums.ts';
import {
  ethereumKeyRotationsResponseSchema,
  keyRotationsResponseSchema,
  nodeSignaturesResponseSchema,
  protocolUpgradeProposalsResponseSchema,
  protocolUpgradeStatusResponseSchema,
  signerAddedBundlesResponseSchema,
  signerRemovedBundlesResponseSchema,
} from '../validator-events.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param } from './params.ts';

/*
 * What validators sign and change (reference swagger): node signatures of a resource, key and
 * Ethereum-key rotations (under `net`, and `vega` as the reference names the path),
 * protocol-upgrade proposals and status, multisig signer-change bundles.
 */

export const nodeSignatures = endpoint({
  name: 'nodeSignatures',
  path: '/api/v2/node/signatures',
  query: { id: param.id('withdrawal', { required: true }), pagination },
  response: nodeSignaturesResponseSchema,
  list: 'signatures',
});

const byNode = { nodeId: param.id('node'), pagination };

export const keyRotations = endpoint({
  name: 'keyRotations',
  path: '/api/v2/net/keys/rotations',
  aliases: ['/api/v2/vega/keys/rotations'],
  query: byNode,
  response: keyRotationsResponseSchema,
  list: 'rotations',
});

export const ethereumKeyRotations = endpoint({
  name: 'ethereumKeyRotations',
  path: '/api/v2/net/keys/ethereum/rotations',
  aliases: ['/api/v2/vega/keys/ethereum/rotations'],
  query: byNode,
  response: ethereumKeyRotationsResponseSchema,
  list: 'keyRotations',
});

export const upgradeProposals = endpoint({
  name: 'upgradeProposals',
  path: '/api/v2/upgrade/proposals',
  query: {
    status: param.enum(ProtocolUpgradeProposalStatus),
    approvedBy: param.id('node'),
    pagination,
  },
  response: protocolUpgradeProposalsResponseSchema,
  list: 'protocolUpgradeProposals',
});

export const upgradeStatus = endpoint({
  name: 'upgradeStatus',
  path: '/api/v2/upgrade/status',
  response: protocolUpgradeStatusResponseSchema,
});

/** The filter of both signer-bundle lists. */
const bundleQuery = {
  nodeId: param.id('node'),
  submitter: param.text({ description: 'Ethereum address of the submitter' }),
  epochSeq: param.seq(),
  pagination,
};

export const signerAddedBundles = endpoint({
  name: 'signerAddedBundles',
  path: '/api/v2/erc20/multisigcontrol/signer/added/bundles',
  query: bundleQuery,
  response: signerAddedBundlesResponseSchema,
  list: 'bundles',
});

export const signerRemovedBundles = endpoint({
  name: 'signerRemovedBundles',
  path: '/api/v2/erc20/multisigcontrol/signer/removed/bundles',
  query: bundleQuery,
  response: signerRemovedBundlesResponseSchema,
  list: 'bundles',
});
