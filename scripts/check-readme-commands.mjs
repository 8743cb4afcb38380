// Every command the README shows must work on a new user's machine: Node and npm, no pnpm on PATH.
// A green CI on a developer machine (where pnpm is installed) once hid `npm test` failing at its first
// step there, so this check does not trust the PATH it was given:
//   1. it reads every command out of README.md (shell blocks and the command column of its tables);
//   2. each must be an npm (or node) command whose script exists, and every root script that runs
//      pnpm must go through scripts/pnpm.mjs, which finds or installs the project's own pnpm;
//   3. it runs the quick ones on a PATH with pnpm, pnpx and corepack removed, and fails on an error or
//      an npm warning (a new user sees those on every command).
// Usage: node scripts/check-readme-commands.mjs [--no-run]   (prints `N passed, N failed`)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';

const HIDDEN = new Set(['pnpm', 'pnpx', 'corepack']);

/**
 * The commands README.md shows: lines of ```sh blocks, and each `code` span in the first column of a
 * table whose first header is "command".
 */
export function readmeCommands(markdown) {
  const commands = [];
  let inShell = false;
  let commandTable = false;
  for (const line of markdown.split('\n')) {
    if (/^```(sh|bash|shell)\s*$/.test(line)) inShell = true;
    else if (line.startsWith('```')) inShell = false;
    else if (inShell) {
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command && !command.startsWith('#')) commands.push(command);
    } else if (!line.startsWith('|')) commandTable = false;
    else if (/^\|\s*command\s*\|/i.test(line)) commandTable = true;
    else if (commandTable) {
      const firstCell = line.split('|')[1] ?? '';
      for (const [, code] of firstCell.matchAll(/`([^`]+)`/g)) commands.push(code.trim());
    }
  }
  return commands;
}

/** Why `command` cannot work on a machine without pnpm, or undefined when it can. */
export function problemOf(command, scripts) {
  const words = command.split(/\s+/);
  // Setting up a shell or pnpm itself, the README's advice for daily work.
  if (words[0] === 'export' || command.startsWith('npm install -g pnpm@')) return undefined;
  if (words[0] === 'node') return undefined;
  if (words[0] !== 'npm') return `starts with "${words[0]}": a new machine has only node and npm`;
  if (words[1] === 'start' || words[1] === 'test') return undefined;
  if (words[1] !== 'run') return `"npm ${words[1]}" is not a project command`;
  const name = words.slice(2).find((word) => !word.startsWith('-'));
  if (!name || !(name in scripts)) return `package.json has no script "${name}"`;
  return undefined;
}

/** Root scripts that call pnpm by name (which a new machine does not have). */
export function scriptsCallingPnpm(scripts) {
  return Object.entries(scripts)
    .filter(([, body]) => /(^|[;&|]\s*)(pnpm|pnpx)\s/.test(body))
    .map(([name]) => name);
}

/** A folder of links to every program on PATH except pnpm's: a new user's PATH. */
function pathWithoutPnpm() {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'cairn-no-pnpm-'));
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir || !existsSync(dir)) continue;
    let names = [];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (HIDDEN.has(name) || existsSync(path.join(bin, name))) continue;
      try {
        symlinkSync(path.join(dir, name), path.join(bin, name));
      } catch {}
    }
  }
  return bin;
}

const PAGE = JSON.stringify({
  id: 'readme-check',
  url: 'https://news.example/2026/readme-check',
  html: `<html><head><title>River rises in Millbrook</title></head><body><article><h1>River rises in Millbrook</h1>${'<p>The river rose two metres overnight in Millbrook, officials said on Tuesday, and the council opened two shelters for families who left their homes near the bridge.</p>'.repeat(4)}</article></body></html>`,
});

/** The README commands that finish in seconds, with what they must print. */
const RUNS = [
  { command: 'npm run -s cairn -- help', expect: /Commands:/ },
  { command: 'npm run -s cairn -- extract --jsonl', input: `${PAGE}\n`, expect: /"id":"readme-check"/ },
  { command: 'npm run -s remotes -- list', expect: /reader\s+live/ },
];

function main() {
  const results = [];
  const check = (name, problem) => {
    results.push(problem === undefined);
    console.log(`${problem === undefined ? '✓' : '✗'} ${name}${problem ? `: ${problem}` : ''}`);
  };
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const commands = readmeCommands(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  check(`README shows commands (${commands.length})`, commands.length >= 10 ? undefined : 'too few found');
  for (const command of commands) check(command, problemOf(command, scripts));
  for (const name of scriptsCallingPnpm(scripts)) {
    check(`script ${name}`, 'calls pnpm by name: run it through `node scripts/pnpm.mjs`');
  }

  if (!process.argv.includes('--no-run')) {
    const bin = pathWithoutPnpm();
    try {
      const env = { ...process.env, PATH: bin };
      const which = spawnSync('sh', ['-c', 'command -v pnpm'], { env, encoding: 'utf8' });
      check(
        'the PATH for the runs has no pnpm',
        which.status === 0 ? `found ${which.stdout.trim()}` : undefined,
      );
      for (const run of RUNS) {
        const r = spawnSync('sh', ['-c', run.command], {
          cwd: ROOT,
          env,
          input: run.input ?? '',
          encoding: 'utf8',
          timeout: 120_000,
        });
        const warning = /npm warn/i.exec(r.stderr ?? '');
        check(
          `runs without pnpm on PATH: ${run.command}`,
          r.status !== 0
            ? `exit ${r.status ?? r.signal}: ${(r.stderr || r.stdout).trim().split('\n').slice(-3).join(' | ')}`
            : !run.expect.test(r.stdout)
              ? `unexpected output: ${r.stdout.slice(0, 200)}`
              : warning
                ? `npm warned: ${r.stderr.split('\n').find((l) => /npm warn/i.test(l))}`
                : undefined,
        );
      }
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  }

  const failed = results.filter((ok) => !ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main() > 0 ? 1 : 0);
