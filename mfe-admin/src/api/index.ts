/** The back-office's calls and their data-cache endpoints (releases and settings by path). */
export * from './admin-client';
export * from './admin-endpoints';
