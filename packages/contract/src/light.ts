// The contract's zod-free entry (`@heirloom/contract/light`): constants, paths, buildPath and French elision, for
// the web app's first screen. Types still come from the main entry with `import type` (erased at build).
export * from './light-paths';
export { buildPath } from './route';
export * from './french';
