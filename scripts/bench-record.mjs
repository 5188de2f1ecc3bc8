// `npm run bench:*`: runs a benchmark's commands one after another, shows their output, and
// when all succeed writes what they printed (Markdown tables) into docs/benchmarks.md between
// `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->`, with the date and the machine's
// load, so the figures in the docs are the ones a script printed, not copied by hand.
//
//   node scripts/bench-record.mjs NAME 'command 1' 'command 2' …
//
// A run narrowed by BENCH_UI_PARTS or BENCH_PARTS writes its own section ("ui js", …), so a
// partial run never replaces the figures of a whole one.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const DOC = 'docs/benchmarks.md';
const [whole, ...commands] = process.argv.slice(2);
const partsVar = ['BENCH_UI_PARTS', 'BENCH_PARTS'].find((v) => process.env[v]);
const parts = partsVar && process.env[partsVar];
const name = parts ? `${whole} ${parts}` : whole;
if (!whole || commands.length === 0) {
  console.error("usage: node scripts/bench-record.mjs NAME 'command' …");
  process.exit(2);
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const load = loadavg()[0].toFixed(1);
let printed = '';
for (const command of commands) {
  const { code, out } = await run(command);
  if (code !== 0) {
    console.error(`bench-record: "${command}" exited ${code}; ${DOC} left as it was.`);
    process.exit(code);
  }
  printed += out;
}

const start = `<!-- bench:${name}:start -->`;
const end = `<!-- bench:${name}:end -->`;
const command = parts ? `${partsVar}=${parts} npm run bench:${whole}` : `npm run bench:${whole}`;
const stamp = `_Written by \`${command}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load average ${load} at the start._`;
const section = `${start}\n${stamp}\n\n${printed.trim()}\n${end}`;
const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
const at = doc.indexOf(start);
const after = doc.indexOf(end);
const next =
  at >= 0 && after > at
    ? doc.slice(0, at) + section + doc.slice(after + end.length)
    : `${doc.trimEnd()}\n\n${section}\n`;
writeFileSync(DOC, next);
console.error(`bench-record: ${DOC} section "${name}" updated.`);
