import { describe, expect, it } from 'vitest';
import { auditsThatDidNotRun, figuresOf, median } from './lighthouse-figures.mjs';

type Audit = { score: number | null; scoreDisplayMode?: string; errorMessage?: string };

/** A Lighthouse result of the shape the benchmark reads. */
function report(audits: Record<string, Audit>, scores: Record<string, number | null> = {}) {
  const refs = (ids: string[]) => ids.map((id) => ({ id, weight: 1 }));
  const scoreOf = (id: string, otherwise: number) => (id in scores ? scores[id] : otherwise);
  return {
    categories: {
      performance: { score: scoreOf('performance', 0.93), auditRefs: [] },
      accessibility: {
        score: scoreOf('accessibility', 1),
        auditRefs: [...refs(['target-size', 'color-contrast']), { id: 'manual', weight: 0 }],
      },
      'best-practices': {
        score: scoreOf('best-practices', 1),
        auditRefs: refs(['errors-in-console', 'valid-source-maps']),
      },
    },
    audits: {
      'target-size': { score: 1 },
      'color-contrast': { score: 1 },
      manual: { score: null, scoreDisplayMode: 'error', errorMessage: 'not weighed' },
      'errors-in-console': { score: 1 },
      'valid-source-maps': { score: 1 },
      'first-contentful-paint': { score: 0.9, numericValue: 2060 },
      'total-blocking-time': { score: 0.9, numericValue: 158 },
      ...audits,
    },
  };
}

describe("the Lighthouse benchmark's reading of a report", () => {
  it('names nothing for a run where every asserted audit passed', () => {
    const figures = figuresOf(report({}));
    expect(figures).toMatchObject({
      performance: 93,
      accessibility: 100,
      bestPractices: 100,
      fcp: 2060,
      tbt: 158,
    });
    expect(figures.lcp).toBeNaN();
    expect(figures.failing).toEqual([]);
    expect(figures.notScored).toEqual([]);
  });

  it('names the audits that failed, not the ones that weigh nothing', () => {
    const figures = figuresOf(report({ 'target-size': { score: 0 } }, { accessibility: 0.93 }));
    expect(figures.accessibility).toBe(93);
    expect(figures.failing).toEqual(['target-size']);
  });

  it('tells an audit that could not run from one the page failed, and counts its category as short of 100', () => {
    const lhr = report(
      {
        'valid-source-maps': {
          score: null,
          scoreDisplayMode: 'error',
          errorMessage: 'Timed out fetching resource',
        },
      },
      // Lighthouse gives a category with an audit in error no score at all.
      { 'best-practices': null },
    );
    expect(auditsThatDidNotRun(lhr)).toEqual(['valid-source-maps: Timed out fetching resource']);
    const figures = figuresOf(lhr);
    expect(figures.bestPractices).toBe(0);
    expect(figures.notScored).toEqual(['valid-source-maps: Timed out fetching resource']);
    expect(figures.failing).toEqual([
      'did not run: valid-source-maps: Timed out fetching resource',
    ]);
  });

  it("names Lighthouse's own failure to finish a run", () => {
    const lhr = { ...report({}), runtimeError: { code: 'NO_FCP' } };
    expect(figuresOf(lhr).failing).toEqual(['runtime error NO_FCP']);
  });

  it('takes the middle of an odd number of runs and the mean of the middle two of an even one', () => {
    expect(median([100, 0, 100])).toBe(100);
    expect(median([93, 88, 95, 90])).toBe(91.5);
  });
});
