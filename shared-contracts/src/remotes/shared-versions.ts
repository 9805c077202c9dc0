// Whether a remote build can run on the shell's shared singletons, from the two mf-manifest.json
// files. The browser's federation runtime does not check it (webpack.common.js sets
// `requiredVersion: false`): at run time the shell's copy is used whatever the remote asked for,
// so an incompatible remote is refused when it is released instead.

/** The part of an mf-manifest.json the check reads. */
export interface SharedManifest {
  shared?: { name: string; version: string }[];
}

/** [major, minor, patch] of a plain x.y.z version (pre-release and build parts ignored). */
function parts(version: unknown): number[] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(String(version ?? ''));
  return match ? match.slice(1).map(Number) : undefined;
}

/**
 * True when `provided` satisfies `^required`: the same version up to its first non-zero part
 * (major; minor below 1.0; patch below 0.1), and not older.
 */
export function satisfiesCaret(provided: string, required: string): boolean {
  const have = parts(provided);
  const want = parts(required);
  if (!have || !want) return provided === required;
  const fixed = want[0]! > 0 ? 1 : want[1]! > 0 ? 2 : 3;
  for (let i = 0; i < fixed; i++) if (have[i] !== want[i]) return false;
  for (let i = fixed; i < 3; i++) if (have[i] !== want[i]) return have[i]! > want[i]!;
  return true;
}

/**
 * One message per shared singleton of the remote that the shell provides in a version the
 * remote was not built for (the shell's copy is the one every remote runs on). A singleton the
 * shell does not provide is not a problem: the remote then brings its own.
 */
export function sharedVersionProblems(
  shellManifest: SharedManifest,
  remoteManifest: SharedManifest,
): string[] {
  const provided = new Map((shellManifest.shared ?? []).map((s) => [s.name, s.version]));
  const problems: string[] = [];
  for (const { name, version } of remoteManifest.shared ?? []) {
    const shellVersion = provided.get(name);
    if (shellVersion !== undefined && !satisfiesCaret(shellVersion, version)) {
      problems.push(`${name}: the shell provides ${shellVersion}, the remote needs ^${version}`);
    }
  }
  return problems;
}

/** The shared singletons of a manifest as { name: version }. */
export function sharedVersionsOf(manifest: SharedManifest): Record<string, string> {
  return Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.version]));
}
