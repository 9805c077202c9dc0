import type { BrowserContext, Page } from '@playwright/test';
import type { RunningServer } from './server';

/** What the api logs for each violation a browser reports (api/src/plugins/csp-reports.ts). */
const REPORT_LOGGED = 'content security policy violation';

type Reporting = Window & { recordCspViolation?: (violation: string) => void };

/**
 * Every Content-Security-Policy violation of the pages of `target`, from before any of a page's
 * own scripts run and across navigations: `directive blocked-uri source-file` each.
 */
export async function recordViolations(target: Page | BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await target.exposeFunction('recordCspViolation', (violation: string) => seen.push(violation));
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as Reporting).recordCspViolation?.(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`,
      ),
    );
  });
  return seen;
}

/** The violation reports a server started by startServer logs from now on, as its log lines. */
export function reportsReaching(server: RunningServer): string[] {
  const lines: string[] = [];
  let partial = '';
  server.process.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    lines.push(...complete.filter((line) => line.includes(REPORT_LOGGED)));
  });
  return lines;
}
