import { z } from 'zod/mini';
import { errorBodySchema } from './errors.ts';
import { fromStreamForm } from './stream-decode.ts';

// The message envelope of every stream, apart from the streams' own result schemas
// (stream-results/): a page's stream client loads the envelope and only the results it opens.

/** The envelope in REST form: `{result}` or `{error}`. */
export function streamMessageSchema<T extends z.core.$ZodType>(result: T) {
  return z.union([z.object({ result }), z.object({ error: errorBodySchema })]);
}
/**
 * Ours, not the reference's: to a client that opted in (`withHeight`, `fromHeight`) an update
 * message also names its block (`height`, what it resumes from), and a stream opened with
 * `fromHeight` sends `{"resumed": …}` after the replay: `whole` false = the blocks after
 * fromHeight are no longer stored and nothing was replayed.
 */
export const streamResumedSchema = z.object({
  fromHeight: z.string(),
  toHeight: z.string(),
  whole: z.boolean(),
});
export type StreamResumed = z.output<typeof streamResumedSchema>;

export type StreamMessage<T> =
  | { result: T; height?: string }
  | { error: z.output<typeof errorBodySchema> }
  | { resumed: StreamResumed };

/**
 * Reads one stream message as sent on the wire (enums as integers, defaults omitted) into the
 * REST-form types. Throws a ZodError when the message does not match.
 */
export function parseStreamMessage<T extends z.core.$ZodType>(
  result: T,
  raw: unknown,
): StreamMessage<z.output<T>> {
  const message = wireEnvelopeSchema.parse(raw);
  if ('error' in message) {
    return { error: errorBodySchema.parse(fromStreamForm(errorBodySchema, message.error)) };
  }
  if ('resumed' in message) return { resumed: message.resumed };
  const parsed = z.parse(result, fromStreamForm(result, message.result));
  return message.height === undefined
    ? { result: parsed }
    : { result: parsed, height: message.height };
}

const wireObject = z.record(z.string(), z.unknown());
const wireEnvelopeSchema = z.union([
  z.object({ error: wireObject }),
  z.object({ result: wireObject, height: z.optional(z.string()) }),
  z.object({ resumed: streamResumedSchema }),
]);
