/**
 * What generated components do, not only what they show: every behaviour case's description
 * generated in each printer (Angular, React, React with the design system), mounted in Chromium
 * the way the preview mounts it, many to a page, and its script run step by step with a fake clock.
 */
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, generate } from '../src/index';
import { runScripts } from './support/behaviour';
import { loadBehaviourCases } from './support/corpus';

const cases = loadBehaviourCases();

describe('given the behaviour cases generated in every printer', () => {
  it('should have a script for every case', () => {
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.filter((entry) => !entry.script?.length).map((entry) => entry.id)).toEqual([]);
  });

  it.each(FRAMEWORKS)(
    'should pass every script in %s',
    async (framework) => {
      const started = performance.now();
      const results = await runScripts(
        framework,
        cases.map((entry) => ({
          id: entry.id,
          files: generate(entry.prompt, { framework }).files,
          script: entry.script ?? [],
          clock: entry.clock,
        })),
      );
      const failures = results
        .filter((result) => !result.passed)
        .map((result) => `${result.id} step ${result.failure!.step}: ${result.failure!.reason}`);
      console.log(
        `${framework}: ${results.length - failures.length}/${results.length} behaviour scripts passed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(failures).toEqual([]);
    },
    240_000,
  );
});
