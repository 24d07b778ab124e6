import { useState } from 'react';
import { checkAmount, type AmountLimits, type AmountProblem } from './amount-rule';

/** The amount field's state: the text as typed, and the rule's message once one is shown. */
export function useAmountInput() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AmountProblem>();
  return {
    text,
    problem,
    setProblem,
    /** Takes the typed text; a shown message follows it as it is corrected. */
    change: (next: string, limits: AmountLimits) => {
      setText(next);
      if (problem) {
        const verdict = checkAmount(next, limits);
        setProblem(verdict.ok ? undefined : verdict.problem);
      }
    },
  };
}
