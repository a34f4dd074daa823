// Types of index.cjs.
export * from './app-server.cjs';
export * from './browser.cjs';
export * from './react-copies.cjs';
export * from './backend-require.cjs';
export * from './ts-require.cjs';
export * from './images.cjs';
export * from './cluster.cjs';
