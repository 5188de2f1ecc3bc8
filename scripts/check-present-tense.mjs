// `npm run lint:present` (part of `npm run lint`): fails when a tracked text file points to past
// work by its number ("issue 10", "session 9", "stop 3", a session's branch such as "s11-i13") or
// narrates its own history ("this session", "before this change", "it used to"). The code, tests
// and documents say what the product is and does now; its history is git's. A word alone is fine:
// an HTTP or stream session, a clean stop after 1.7 s, CometBFT's round 2.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Each rule: what it finds, and why that is not a statement of the present. */
export const RULES = [
  {
    name: 'numbered past work',
    pattern: /\b(?:issue|session|sitting|finding)s? ?#?\d+/i,
    why: 'names past work by its number; say the fact, or cite the document that holds it',
  },
  {
    // "clean stop 1.7 s" is a restart's figure, not a numbered stop.
    name: 'numbered stop',
    pattern: /\bstops? ?#?\d+\b(?![.,]\d| ?(?:ms|s|min)\b)/i,
    why: 'names past work by its number; say the fact, or cite the document that holds it',
  },
  {
    name: "a past session's branch",
    pattern: /\bs\d{1,2}-i\d{1,2}[a-z]?\b/i,
    why: "names a past session's branch; git log holds it",
  },
  {
    name: 'work-log wording',
    pattern:
      /\b(?:(?:this|earlier|previous|past|last|next) (?:session|sitting)s?|(?:before|after|since|until) (?:this|the) (?:change|fix)|(?:it|they|this|that) used to\b|(?:was|were) fixed\b|until now\b|work log)/i,
    why: 'narrates history; state what holds now and, where it helps, why',
  },
];

/**
 * Files that are not the project's own prose: data captured from elsewhere, images, the lock
 * file; and this check with its test, which spell out what they look for.
 */
const SKIP = [
  /^server\/test\/fixtures\//,
  /^src\/testing\/fixtures\//,
  /^docs\/screenshots\//,
  /^package-lock\.json$/,
  /\.(?:png|jpe?g|webp|ico|gz|woff2?)$/,
  /^scripts\/check-present-tense\.mjs$/,
  /^scripts\/test\/present-tense\.test\.ts$/,
];

/** The lines of `text` that break a rule: 1-based line number, the rule and the line. */
export function findPastReferences(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const rule of RULES) {
      if (rule.pattern.test(line)) found.push({ line: i + 1, rule: rule.name, text: line.trim() });
    }
  });
  return found;
}

/** Tracked files and new files not ignored, relative to `root`, as git lists them. */
function projectFiles(root) {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return [...new Set(out.split('\0').filter(Boolean))].filter((f) => !SKIP.some((s) => s.test(f)));
}

/** Checks the project at `root` (this repository unless a folder is given) and exits 1 on a hit. */
function main(root) {
  const problems = [];
  for (const file of projectFiles(root)) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    if (text.includes('\0')) continue; // binary
    for (const hit of findPastReferences(text)) problems.push({ file, ...hit });
  }
  for (const p of problems) {
    const rule = RULES.find((r) => r.name === p.rule);
    console.error(`${p.file}:${p.line}: ${p.rule} (${rule.why})\n    ${p.text.slice(0, 160)}`);
  }
  if (problems.length > 0) {
    console.error(`check-present-tense: ${problems.length} line(s) narrate history.`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main(resolve(process.argv[2] ?? join(dirname(new URL(import.meta.url).pathname), '..')));
}
