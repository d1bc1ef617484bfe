export * from './condominiums.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './audit.ts';
export * from './vehicles.ts';
export * from './accounts.ts';
export * from './correspondence.ts';
export * from './data-versions.ts';
