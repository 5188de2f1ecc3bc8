// Lint rule: SQL lives only in server/src/store/. Everywhere else in server/src a module
// reads and writes through store functions, so a table's columns and queries have one home.
// Outside store/ it reports:
//   - an import of a database driver: `pg` (and `pg-…`), `postgres`, `@electric-sql/…`;
//   - a string or template literal (a template's parts joined around its ${…}) holding SQL as
//     this repository writes it, in upper case: SELECT … FROM, INSERT INTO, UPDATE <t> SET,
//     DELETE FROM, LISTEN/UNLISTEN/NOTIFY <channel>, pg_notify(, CREATE/ALTER/DROP/TRUNCATE
//     TABLE|INDEX|VIEW|…, WITH <name> AS (, or a clause: WHERE, ORDER BY, GROUP BY, JOIN,
//     ON CONFLICT, RETURNING, IN (, IS [NOT] NULL, a ::type cast;
//   - the first argument of a `.query(…)` or `.exec(…)` call when it is a statement in any
//     case (`select id from markets` too).
// Upper-case keywords keep English prose ("select a market from the list") out of it; a
// statement handed to a driver is caught whatever its case. Comments are not read.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../server/src');

const DRIVERS = /^(?:pg(?:-[\w-]+)?|postgres|@electric-sql\/.+)(?:\/.*)?$/;

const STATEMENT = [
  String.raw`\bSELECT\b[\s\S]*?\bFROM\b`,
  String.raw`\bINSERT\s+INTO\b`,
  String.raw`\bUPDATE\s+[\w."]+\s+SET\b`,
  String.raw`\bDELETE\s+FROM\b`,
  String.raw`\b(?:UN)?LISTEN\s+[\w"*]`,
  String.raw`\bNOTIFY\s+[\w"]`,
  String.raw`\bpg_notify\s*\(`,
  String.raw`\b(?:CREATE|ALTER|DROP|TRUNCATE)\s+(?:UNIQUE\s+)?(?:TABLE|INDEX|VIEW|SCHEMA|DATABASE|SEQUENCE|EXTENSION|ROLE|FUNCTION|TRIGGER)\b`,
  String.raw`\bWITH\s+(?:RECURSIVE\s+)?\w+\s+AS\s*\(`,
];
const CLAUSE = [
  String.raw`\bWHERE\b`,
  String.raw`\b(?:ORDER|GROUP)\s+BY\b`,
  String.raw`\bJOIN\b`,
  String.raw`\bON\s+CONFLICT\b`,
  String.raw`\bRETURNING\b`,
  String.raw`\bIN\s*\(`,
  String.raw`\bIS\s+(?:NOT\s+)?NULL\b`,
  String.raw`::(?:text|bigint|int[248]?|integer|numeric|json|jsonb|bool(?:ean)?|bytea)\b`,
];
/** SQL as the repository writes it (upper-case keywords), in any literal. */
const SQL_TEXT = new RegExp([...STATEMENT, ...CLAUSE].join('|'));
/** A statement in any case, in what a `.query`/`.exec` call is given. */
const SQL_STATEMENT = new RegExp(STATEMENT.join('|'), 'i');

/** Whether a file is in server/src but not in its store/. */
function outsideStore(file) {
  const rel = relative(SRC, file).split(sep).join('/');
  return !rel.startsWith('..') && !rel.startsWith('store/');
}

/** A literal's text (a template's parts joined around its expressions), else undefined. */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral')
    return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' x ');
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const sqlInStore = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL text and database drivers only in server/src/store/.' },
    schema: [],
  },
  create(context) {
    if (!outsideStore(context.filename)) return {};
    const report = (node, what) =>
      context.report({
        node,
        message: `${what} outside server/src/store/: read and write through a store function (scripts/eslint/sql-in-store.js).`,
      });
    function checkImport(node) {
      const spec = node.source?.value;
      if (typeof spec === 'string' && DRIVERS.test(spec))
        report(node.source, `Database driver '${spec}'`);
    }
    function checkText(node) {
      const text = literalText(node);
      if (text !== undefined && SQL_TEXT.test(text)) report(node, 'SQL text');
    }
    return {
      ImportDeclaration: checkImport,
      ExportNamedDeclaration: checkImport,
      ExportAllDeclaration: checkImport,
      ImportExpression: checkImport,
      Literal: checkText,
      TemplateLiteral: checkText,
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (callee.property.name !== 'query' && callee.property.name !== 'exec') return;
        const text = literalText(node.arguments[0]);
        if (text !== undefined && !SQL_TEXT.test(text) && SQL_STATEMENT.test(text))
          report(node.arguments[0], 'SQL text');
      },
    };
  },
};
