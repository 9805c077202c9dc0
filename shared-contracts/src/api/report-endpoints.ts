/**
 * Ours: where browsers send their reports, relative to API_BASE. Not in ENDPOINTS, which every
 * page loads: browsers learn the path from the page's headers, only the api and its tests import it.
 */
export const REPORT_ENDPOINTS = {
  /** Content-Security-Policy violations (report-to and report-uri); logged, answered 204. */
  csp: 'reports/csp',
} as const;
