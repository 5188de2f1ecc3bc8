/**
 * A proposal's tabs. The rationale's markdown renderer (~45 KB gzip) loads with its own tab, so
 * a proposal's first route stays within the JS budget; the overview shows the rationale's
 * opening as plain text with a link to the whole of it.
 */
export const PROPOSAL_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'rationale', label: 'Rationale' },
] as const;

export type ProposalTab = (typeof PROPOSAL_TABS)[number]['id'];

export function proposalTabOf(raw: string | null): ProposalTab {
  return PROPOSAL_TABS.find((tab) => tab.id === raw)?.id ?? 'overview';
}

/** Characters of the rationale the overview shows before "Read the rationale". */
export const EXCERPT_CHARS = 280;

/**
 * The rationale's opening, as plain text: the first paragraph that is not a heading, markdown
 * emphasis and link syntax reduced to their text, cut at a word near EXCERPT_CHARS. Chain text:
 * shown through React's escaping, never as HTML.
 */
export function rationaleExcerpt(description: string): string {
  const paragraph =
    description
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p !== '' && !p.startsWith('#') && !p.startsWith('```')) ?? '';
  const text = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
