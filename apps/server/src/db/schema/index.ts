// One file per area (areas.ts in packages/shared), sub-resources as prefixes; the platform's tables in platform-*.ts.
export * from './condominium.ts';
export * from './auth.ts';
export * from './auth-sessions.ts';
export * from './accounts.ts';
export * from './access-control.ts';
export * from './access-control-visitors.ts';
export * from './correspondence.ts';
export * from './vehicles.ts';
export * from './reservations.ts';
export * from './occurrences.ts';
export * from './documents.ts';
export * from './timeline.ts';
export * from './notices.ts';
export * from './platform-audit.ts';
export * from './platform-data-versions.ts';
export * from './platform-files.ts';
export * from './platform-idempotency.ts';
