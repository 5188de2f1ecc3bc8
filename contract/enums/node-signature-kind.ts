import { defineEnum } from '../define-enum.ts';

/** vega/commands/v1/validator_commands.proto */
export const NodeSignatureKind = /* @__PURE__ */ defineEnum({
  NODE_SIGNATURE_KIND_UNSPECIFIED: 0,
  NODE_SIGNATURE_KIND_ASSET_NEW: 1,
  NODE_SIGNATURE_KIND_ASSET_WITHDRAWAL: 2,
  NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_ADDED: 3,
  NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_REMOVED: 4,
  NODE_SIGNATURE_KIND_ASSET_UPDATE: 5,
});
