import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/validator-events.ts';
import { DetailCode, invalidArgument } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import {
  listEthereumKeyRotations,
  listKeyRotations,
  listNodeSignatures,
  listProtocolUpgradeProposals,
  upgradeReady,
} from '../store/validator-events.ts';
import { listSignerAddedBundles, listSignerRemovedBundles } from '../store/signer-bundles.ts';

const tags = ['Validators and staking'];

/**
 * What validators sign and change (reference swagger): node signatures of a resource, key and
 * Ethereum-key rotations (under `net`, and `vega` as the reference names the path),
 * protocol-upgrade proposals and status, multisig signer-change bundles.
 */
export async function validatorEventRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.nodeSignatures,
    {
      summary: "Validators' signatures of a resource",
      tags,
    },
    async ({ query: q }) => {
      if (q.id === undefined)
        throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'id is required', '');
      return { signatures: await listNodeSignatures(app.db, q.id, q.pagination) };
    },
  );

  defineRoute(
    app,
    endpoints.keyRotations,
    { summary: "Validators' key rotations", tags },
    async ({ query: q }) => ({
      rotations: await listKeyRotations(app.db, q.nodeId, q.pagination),
    }),
  );
  defineRoute(
    app,
    endpoints.ethereumKeyRotations,
    { summary: "Validators' Ethereum key rotations", tags },
    async ({ query: q }) => ({
      keyRotations: await listEthereumKeyRotations(app.db, q.nodeId, q.pagination),
    }),
  );

  defineRoute(
    app,
    endpoints.upgradeProposals,
    {
      summary: 'Protocol upgrade proposals',
      tags,
    },
    async ({ query: q }) => {
      const filter = {
        // UNSPECIFIED is the reference's "any status".
        status: q.status === 'PROTOCOL_UPGRADE_PROPOSAL_STATUS_UNSPECIFIED' ? undefined : q.status,
        approvedBy: q.approvedBy,
      };
      return {
        protocolUpgradeProposals: await listProtocolUpgradeProposals(app.db, filter, q.pagination),
      };
    },
  );

  defineRoute(
    app,
    endpoints.upgradeStatus,
    {
      summary: 'Whether a protocol upgrade is ready',
      tags,
    },
    async () => ({ ready: await upgradeReady(app.db) }),
  );

  defineRoute(
    app,
    endpoints.signerAddedBundles,
    {
      summary: 'Multisig signer-added bundles',
      tags: ['ERC-20 bridge'],
    },
    async ({ query: { pagination: page, ...filter } }) => ({
      bundles: await listSignerAddedBundles(app.db, filter, page),
    }),
  );
  defineRoute(
    app,
    endpoints.signerRemovedBundles,
    {
      summary: 'Multisig signer-removed bundles',
      tags: ['ERC-20 bridge'],
    },
    async ({ query: { pagination: page, ...filter } }) => ({
      bundles: await listSignerRemovedBundles(app.db, filter, page),
    }),
  );
}
