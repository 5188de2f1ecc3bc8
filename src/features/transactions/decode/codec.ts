import type { z } from 'zod/mini';
import type { CommandKey, commandMemberSchemas } from '#contract/commands/input-data.ts';
import type { Field } from './fields.ts';
import type { Lookups } from './lookups.ts';

export type CommandOf<K extends CommandKey> = z.infer<(typeof commandMemberSchemas)[K]>;

/*
 * A command member reads two ways: as labelled fields (the transaction page) and as a one-line
 * summary (every list row, and the page's headline). The two are kept in separate registries so
 * that the lists, which only summarise, do not load the much larger field decoding.
 */

/** A command member as labelled fields. */
export type Decode<K extends CommandKey> = (command: CommandOf<K>, lookups: Lookups) => Field[];
/** A command member as one line ("Buy 5 BTCUSD @ 27,410.50 GTC"). */
export type Summarise<K extends CommandKey> = (command: CommandOf<K>, lookups: Lookups) => string;

export type Decoders<K extends CommandKey> = { [P in K]: Decode<P> };
export type Summarisers<K extends CommandKey> = { [P in K]: Summarise<P> };
