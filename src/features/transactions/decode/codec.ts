import type { z } from 'zod/mini';
import type {
  CommandKey,
  commandMemberSchemas,
} from '../../../../server/src/contract/commands/input-data.ts';
import type { Field } from './fields.ts';
import type { Lookups } from './lookups.ts';

export type CommandOf<K extends CommandKey> = z.infer<(typeof commandMemberSchemas)[K]>;

/** How one command member is shown: its labelled fields, and a one-line summary. */
export interface CommandCodec<K extends CommandKey> {
  decode: (command: CommandOf<K>, lookups: Lookups) => Field[];
  summarise: (command: CommandOf<K>, lookups: Lookups) => string;
}

export type Codecs<K extends CommandKey> = { [P in K]: CommandCodec<P> };
