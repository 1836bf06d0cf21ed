export * from './common';
export * from './credentials';
export * from './auth';
export * from './users';
export * from './notifications';
export * from './public';
export * from './health';
