/*
 * The head of an oracle spec's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import { enumToWords } from '../enum-words.ts';
import { truncateMiddle } from '../truncate-id.ts';
import { chain, parts } from './describe-parts.ts';
import type { PageHead } from './head-tags.ts';

export interface OracleSpecFacts {
  status: string;
  /** The data properties it listens for. */
  properties: string[];
}

export function oracleSpecHead(specId: string, spec?: OracleSpecFacts): PageHead {
  const short = truncateMiddle(specId);
  const title = `Oracle spec ${short}`;
  if (!spec) return { title, description: `Oracle data source spec ${short}.` };
  const listens =
    spec.properties.length > 0 &&
    `listens for ${spec.properties.slice(0, 3).map(chain).join(', ')}${spec.properties.length > 3 ? '…' : ''}`;
  return {
    title,
    description: `Oracle spec ${short}: ${parts(enumToWords(spec.status).toLowerCase(), listens)}. The data it matched and the markets using it.`,
  };
}
