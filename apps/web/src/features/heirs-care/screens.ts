// The heirs' and care screens in one chunk: one lazy import for the four routes (app/heirs-care-routes.tsx).
export { EntrustScreen } from './entrust-screen';
export { HeirFormScreen } from './heir-form-screen';
export { HeirsCareScreen } from './heirs-care-screen';
