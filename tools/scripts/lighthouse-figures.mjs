// What a Lighthouse report says, as the benchmark reads it: a run's figures, the audits of the
// asserted categories that failed or could not run, and the medians of several runs.

/** The categories whose scores `npm test` asserts: they do not depend on the machine's load. */
export const ASSERTED = ['accessibility', 'best-practices'];

/**
 * The audits of the asserted categories that could not run, with Lighthouse's reason. One such
 * audit leaves its category without a score, which is not the page failing it.
 * @param {any} lhr a Lighthouse result
 * @returns {string[]}
 */
export function auditsThatDidNotRun(lhr) {
  return ASSERTED.flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.scoreDisplayMode === 'error')
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.errorMessage ?? 'no reason given'}`);
}

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The figures of one Lighthouse report.
 * @param {any} lhr a Lighthouse result
 */
export function figuresOf(lhr) {
  // A category without a score (an audit did not run) counts as 0: it did not show 100.
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** @param {string} id @returns {string[]} */
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter(
        (/** @type {{ id: string, weight: number }} */ ref) =>
          ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1,
      )
      .map((/** @type {{ id: string }} */ ref) => ref.id);
  const error = lhr.runtimeError ? [`runtime error ${lhr.runtimeError.code}`] : [];
  const notScored = auditsThatDidNotRun(lhr);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    /** The asserted categories' audits that could not run, with Lighthouse's reason. */
    notScored,
    failing: [
      ...error,
      ...notScored.map((audit) => `did not run: ${audit}`),
      ...ASSERTED.flatMap((id) => failing(id)),
    ],
  };
}
