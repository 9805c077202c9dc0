/**
 * Ours: the release registry of the remotes (docs/api.md). Not in ENDPOINTS, which every page
 * loads: only the api, the shell's health reporter and the back-office's release screen import
 * these, by path.
 */
export const RELEASE_ENDPOINTS = {
  /** Per remote: live version, canary, registered versions with their health, history (administrator). */
  list: 'Releases/',
  /** Records a built version and its fit with the shell (administrator or release token). */
  register: 'Releases/register.php',
  /**
   * Makes a registered, compatible version (or 'default') the live one on every instance
   * (administrator or release token); recorded as a rollback when it is older than the live one.
   */
  activate: 'Releases/activate.php',
  /** Serves a registered version to a share of visitors, or changes that share (administrator). */
  canary: 'Releases/canary.php',
  /** Makes the canary the live version for everyone (administrator). */
  promote: 'Releases/promote.php',
  /** Ends the canary: everyone gets the live version again (administrator). */
  abort: 'Releases/abort.php',
  /** Browsers' counts of mounts and failures per remote version (anyone; limited). */
  health: 'Releases/health.php',
} as const;
