/**
 * The contract exports and the OpenAPI import for the studio. Loaded on demand (the Contract tab, the
 * Files panel's export and import buttons), never in the first paint.
 */
export { exportContract, importOpenApi } from '../core/index';
