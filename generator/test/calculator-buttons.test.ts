/**
 * A calculator whose description names its button answers when the button is pressed, each press
 * again, and a named Reset or Clear button empties the inputs and the result; without a named
 * button the results stay live.
 */
import { describe, expect, it } from 'vitest';
import { generate, interpret } from '../src/index';
import { calculatorButtons } from '../src/understand/calculator-buttons';

const printed = (description: string, framework: 'angular' | 'react' | 'react-ds' = 'react') =>
  generate(description, { framework })
    .files.map((file) => file.content)
    .join('\n');

describe('given the buttons a calculator names', () => {
  it('should tell the button that calculates and the one that clears from other actions', () => {
    expect(
      calculatorButtons([
        { label: 'Share', kind: 'primary' },
        { label: 'Calculate', kind: 'primary' },
        { label: 'Reset', kind: 'secondary' },
      ]),
    ).toEqual({
      labels: { calculate: 'Calculate', reset: 'Reset' },
      rest: [{ label: 'Share', kind: 'primary' }],
    });
    expect(calculatorButtons([{ label: 'Berechnen', kind: 'primary' }]).labels).toEqual({
      calculate: 'Berechnen',
    });
    expect(calculatorButtons([{ label: 'Clear all', kind: 'secondary' }]).labels).toEqual({
      reset: 'Clear all',
    });
  });

  it('should make them the calculator’s own controls, a quoted one no input of its own', () => {
    const model = interpret("A BMI calculator: press 'Compute' to see your BMI");
    expect(model.behaviour).toEqual({ formula: 'bmi', labels: { calculate: 'Compute' } });
    expect(model.actions).toEqual([]);
    const loan = interpret(
      'A mortgage calculator with loan amount, interest rate and term; a Calculate button shows the monthly payment, and a Reset button',
    );
    expect(loan.behaviour?.labels).toMatchObject({ calculate: 'Calculate', reset: 'Reset' });
    expect(loan.actions).toEqual([]);
  });

  it('should show the results when pressed, in every printer', () => {
    for (const framework of ['angular', 'react', 'react-ds'] as const) {
      const code = printed(
        'A BMI calculator with weight and height and a Calculate button',
        framework,
      );
      expect(code).toContain('bmiShown');
      expect(code).toMatch(/calculate\(\)/);
    }
  });

  it('should keep the results live without a named button', () => {
    const code = printed('A BMI calculator with weight and height');
    expect(code).not.toContain('Shown');
    expect(interpret('A BMI calculator with a Share button').actions).toEqual([
      { label: 'Share', kind: 'primary' },
    ]);
  });
});
