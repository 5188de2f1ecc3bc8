import type { FastifyInstance } from 'fastify';
import { ProtocolUpgradeProposalStatus } from '#contract/enums.ts';
import {
  ethereumKeyRotationsResponseSchema,
  keyRotationsResponseSchema,
  nodeSignaturesResponseSchema,
  protocolUpgradeProposalsResponseSchema,
  protocolUpgradeStatusResponseSchema,
  signerAddedBundlesResponseSchema,
  signerRemovedBundlesResponseSchema,
} from '#contract/validator-events.ts';
import { DetailCode, invalidArgument } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, query } from '../http/route-params.ts';
import {
  listEthereumKeyRotations,
  listKeyRotations,
  listNodeSignatures,
  listProtocolUpgradeProposals,
  upgradeReady,
} from '../store/validator-events.ts';
import { listSignerAddedBundles, listSignerRemovedBundles } from '../store/signer-bundles.ts';

const tags = ['Validators and staking'];

/** The filter of both signer-bundle lists. */
const bundleQuery = {
  nodeId: query.id('node'),
  submitter: query.text({ description: 'Ethereum address of the submitter' }),
  epochSeq: query.seq(),
  pagination,
};

/**
 * What validators sign and change (reference swagger): node signatures of a resource, key and
 * Ethereum-key rotations (under `vega` as the reference names the path, and under `net`),
 * protocol-upgrade proposals and status, multisig signer-change bundles.
 */
export async function validatorEventRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/node/signatures',
    {
      summary: "Validators' signatures of a resource",
      tags,
      query: { id: query.id('withdrawal', { required: true }), pagination },
      response: nodeSignaturesResponseSchema,
    },
    async ({ query: q }) => {
      if (q.id === undefined)
        throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'id is required', '');
      return { signatures: await listNodeSignatures(app.db, q.id, q.pagination) };
    },
  );

  for (const brand of ['vega', 'net']) {
    defineRoute(
      app,
      `/api/v2/${brand}/keys/rotations`,
      {
        summary: "Validators' key rotations",
        tags,
        query: { nodeId: query.id('node'), pagination },
        response: keyRotationsResponseSchema,
      },
      async ({ query: q }) => ({
        rotations: await listKeyRotations(app.db, q.nodeId, q.pagination),
      }),
    );
    defineRoute(
      app,
      `/api/v2/${brand}/keys/ethereum/rotations`,
      {
        summary: "Validators' Ethereum key rotations",
        tags,
        query: { nodeId: query.id('node'), pagination },
        response: ethereumKeyRotationsResponseSchema,
      },
      async ({ query: q }) => ({
        keyRotations: await listEthereumKeyRotations(app.db, q.nodeId, q.pagination),
      }),
    );
  }

  defineRoute(
    app,
    '/api/v2/upgrade/proposals',
    {
      summary: 'Protocol upgrade proposals',
      tags,
      query: {
        status: query.enum(ProtocolUpgradeProposalStatus),
        approvedBy: query.id('node'),
        pagination,
      },
      response: protocolUpgradeProposalsResponseSchema,
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
    '/api/v2/upgrade/status',
    {
      summary: 'Whether a protocol upgrade is ready',
      tags,
      response: protocolUpgradeStatusResponseSchema,
    },
    async () => ({ ready: await upgradeReady(app.db) }),
  );

  defineRoute(
    app,
    '/api/v2/erc20/multisigcontrol/signer/added/bundles',
    {
      summary: 'Multisig signer-added bundles',
      tags: ['ERC-20 bridge'],
      query: bundleQuery,
      response: signerAddedBundlesResponseSchema,
    },
    async ({ query: { pagination: page, ...filter } }) => ({
      bundles: await listSignerAddedBundles(app.db, filter, page),
    }),
  );
  defineRoute(
    app,
    '/api/v2/erc20/multisigcontrol/signer/removed/bundles',
    {
      summary: 'Multisig signer-removed bundles',
      tags: ['ERC-20 bridge'],
      query: bundleQuery,
      response: signerRemovedBundlesResponseSchema,
    },
    async ({ query: { pagination: page, ...filter } }) => ({
      bundles: await listSignerRemovedBundles(app.db, filter, page),
    }),
  );
}
