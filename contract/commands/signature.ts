import { z } from 'zod/mini';
import { uint32Number } from '../scalars.ts';

/** `vega.commands.v1.Signature` (spec §2.9 Signature): hex value, algorithm, version. */
export const signatureSchema = z.object({
  value: z.string(),
  algo: z.string(),
  version: uint32Number,
});
export type Signature = z.infer<typeof signatureSchema>;
