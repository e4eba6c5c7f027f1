// The API contract: zod schemas of every request and response, and the route table.
export * from './route';
export * from './common';
export * from './auth';
export * from './system';
export * from './theme';
export * from './items';
export * from './clients';
export * from './transfers';
export * from './repairs';
export * from './protection';
export * from './finder-messages';
export * from './messages';
export * from './legal';
export * from './users';
export * from './shop';
export * from './price';
export * from './card';
