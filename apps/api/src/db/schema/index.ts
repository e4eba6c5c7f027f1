// Drizzle schema: the one description of the database tables (migrations are generated from it), one file per
// area. Import the tables from here (`db/schema`).
export * from './accounts';
export * from './passkeys';
export * from './system';
export * from './brands';
export * from './items';
export * from './transfers';
export * from './repairs';
export * from './protection';
export * from './staff';
export * from './messages';
export * from './legal';
export * from './shop';
export * from './chain';
export * from './tags';
export * from './credentials';
export * from './passport';
export * from './care';
export * from './heirs';
