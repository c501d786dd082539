export * from './easy';
export * from './search';
export * from './standing';
