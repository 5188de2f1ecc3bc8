import { z } from 'zod/mini';
import { OracleSource } from '../enums.ts';

/** `oracleDataSubmission`; `payload` is base64 bytes (a JSON document or an Open Oracle message). */
export const oracleDataSubmissionSchema = z.object({
  source: OracleSource.schema,
  payload: z.string(),
});
export type OracleDataSubmission = z.infer<typeof oracleDataSubmissionSchema>;
