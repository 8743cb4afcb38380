// Contract checks for CI (issue 2 §8), run on the live releases of the registry:
// 1. every shared library a remote brings is a singleton whose version satisfies the host's range
//    (a mismatch only warns at run time, so it must fail here);
// 2. every remote exposes exactly its modules of the screen table (`EXPOSED_MODULES`); that each exposed
//    component takes its contract props is proven at compile time by `src/exposes.contract.ts`;
// 3. every release is stamped with its version and build id.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mfShared } from '../shared/mf-shared.mjs';
import { REMOTE_NAMES, remoteRegistryFileSchema } from '../shared/src/contracts/remotes';
import { EXPOSED_MODULES } from '../shared/src/contracts/screens';
import { REGISTRY_FILE, RELEASES_DIR } from './lib/paths.mjs';

interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
}
interface Manifest {
  metaData: { releaseVersion?: string; buildId?: string };
  shared: ManifestShared[];
  exposes: { name: string }[];
}

/** `^M.m.p` satisfied by v: same major (or same minor for 0.x), and not lower. */
export function satisfiesCaret(version: string, range: string): boolean {
  const parse = (v: string) => v.replace(/^\^/, '').split('-')[0]!.split('.').map(Number);
  const [vM, vm, vp] = parse(version);
  const [rM, rm, rp] = parse(range);
  if (vM !== rM) return false;
  if (rM === 0 && vm !== rm) return false;
  return vm! > rm! || (vm === rm && vp! >= rp!);
}

const hostShared = mfShared() as Record<string, { requiredVersion: string }>;
const registry = remoteRegistryFileSchema.parse(JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')));
const problems: string[] = [];
let checked = 0;

for (const name of REMOTE_NAMES) {
  const live = registry.remotes[name]?.live;
  if (!live) {
    problems.push(`${name}: nothing is live in ${REGISTRY_FILE}`);
    continue;
  }
  const manifest = JSON.parse(
    readFileSync(path.join(RELEASES_DIR, name, live, 'mf-manifest.json'), 'utf8'),
  ) as Manifest;

  for (const lib of Object.keys(hostShared)) {
    const entry = manifest.shared.find((s) => s.name === lib);
    if (!entry) problems.push(`${name}@${live}: does not share ${lib} (it would bundle its own copy)`);
  }
  for (const entry of manifest.shared) {
    const base = Object.keys(hostShared).find(
      (lib) => entry.name === lib || entry.name.startsWith(`${lib}/`),
    );
    if (!base) continue;
    const range = hostShared[base]!.requiredVersion;
    if (!entry.singleton) problems.push(`${name}@${live}: ${entry.name} is not a singleton`);
    if (!satisfiesCaret(entry.version, range)) {
      problems.push(`${name}@${live}: ${entry.name} ${entry.version} does not satisfy the host's ${range}`);
    }
    checked++;
  }

  const exposed = manifest.exposes.map((e) => e.name.replace(/^\.\//, '')).sort();
  const expected = [...EXPOSED_MODULES[name]].sort();
  if (JSON.stringify(exposed) !== JSON.stringify(expected)) {
    problems.push(
      `${name}@${live}: exposes [${exposed.join(', ')}], the contract says [${expected.join(', ')}]`,
    );
  }
  if (manifest.metaData.releaseVersion !== live || !manifest.metaData.buildId) {
    problems.push(`${name}@${live}: manifest is stamped ${manifest.metaData.releaseVersion}, not ${live}`);
  }
}

if (problems.length) {
  console.error(`Contract check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Contracts hold: ${REMOTE_NAMES.length} remotes, ${checked} shared singletons within the host's ranges.`,
);
