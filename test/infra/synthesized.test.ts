/**
 * The template tests of the stage apps (decision 151 "CI synthesizes once"). Each `*.cases.ts` file
 * here reads the dev and prod apps through `built()`, so in this one Jest file aws-cdk-lib is loaded
 * once and each stage is built and synthesized (with cdk-nag) once, instead of once per file. Jest
 * runs only `*.test.ts`, so a cases file runs only if it is imported here (checked below).
 */
import { readdirSync, readFileSync } from 'node:fs';
import './alarms.cases';
import './edge.cases';
import './headroom.cases';
import './mail.cases';
import './nag.cases';
import './privilege.cases';
import './push.cases';
import './replay.cases';
import './retention.cases';
import './scale.cases';
import './stack.cases';

const self = readFileSync('test/infra/synthesized.test.ts', 'utf8');
const unlisted = readdirSync('test/infra').filter(
  (f) => f.endsWith('.cases.ts') && !self.includes(`import './${f.replace(/\.ts$/, '')}';`),
);
if (unlisted.length > 0)
  throw new Error(`test/infra: never run, not imported by synthesized.test.ts: ${unlisted.join(', ')}`);
