/**
 * Ours: the release registry of the remotes (docs/api.md). Not in ENDPOINTS, which every page
 * loads: only the api and the back-office's release screens import these, by path.
 */
export const RELEASE_ENDPOINTS = {
  /** Per remote: the live version and the registered ones (administrator). */
  list: 'Releases/',
  /** Records a built version and its fit with the shell (administrator or release token). */
  register: 'Releases/register.php',
  /** Makes a registered, compatible version the live one on every instance (administrator). */
  activate: 'Releases/activate.php',
} as const;
