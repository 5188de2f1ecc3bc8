import { z } from 'zod/mini';
import { ledgerMovementSchema } from '../ledger.ts';

export const ledgerMovementsStreamResultSchema = z.object({
  ledgerMovement: ledgerMovementSchema,
});
export const ledgerMovementsStream = {
  path: '/api/v2/stream/ledger/movements',
  result: ledgerMovementsStreamResultSchema,
} as const;
