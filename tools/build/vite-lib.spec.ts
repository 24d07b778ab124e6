import { describe, expect, it } from 'vitest';
import { DiagnosticCategory } from 'typescript';
import { failOnTypeErrors } from './vite-lib';

describe('declaration generation in a lib build', () => {
  const check = failOnTypeErrors('@mweb/x');

  it('fails the build on a type error', () => {
    expect(() =>
      check([{ category: DiagnosticCategory.Warning }, { category: DiagnosticCategory.Error }]),
    ).toThrow('@mweb/x: 1 type error(s) in declaration generation');
  });

  it('lets a clean program, or one with only suggestions, through', () => {
    expect(() => check([])).not.toThrow();
    expect(() => check([{ category: DiagnosticCategory.Suggestion }])).not.toThrow();
  });
});
