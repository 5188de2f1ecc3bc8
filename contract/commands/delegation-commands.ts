import { z } from 'zod/mini';
import { UndelegateMethod } from '../enums.ts';

/** `delegateSubmission` */
export const delegateSubmissionSchema = z.object({ nodeId: z.string(), amount: z.string() });
export type DelegateSubmission = z.infer<typeof delegateSubmissionSchema>;

/** `undelegateSubmission` */
export const undelegateSubmissionSchema = z.object({
  nodeId: z.string(),
  amount: z.string(),
  method: UndelegateMethod.schema,
});
export type UndelegateSubmission = z.infer<typeof undelegateSubmissionSchema>;
