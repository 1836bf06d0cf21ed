export * from './users';
export * from './sessions';
export * from './plans';
export * from './preferences';
export * from './notifications';
export * from './messages';
export * from './audit';
export * from './generations';
