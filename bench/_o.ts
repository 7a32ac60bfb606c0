// @ts-nocheck
import * as core from '../dist/index.js';
import { generateSpec } from './generate-spec';
import { draftOf } from './options-bench';
const draft = draftOf(generateSpec(2_900_000));
core.proposeOptions(draft);
const t0 = performance.now();
for (let i = 0; i < 4; i++) core.proposeOptions(draft);
console.log('draft', ((performance.now() - t0) / 4).toFixed(0));
