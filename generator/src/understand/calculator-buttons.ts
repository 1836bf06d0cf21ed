/**
 * A calculator's buttons the description names: one that calculates ("a Calculate button shows the
 * monthly payment", "press 'Compute' to see your BMI", "Berechnen"), after which its results show
 * what the inputs held when it was pressed, and one that clears ("a Reset button", "Clear"). They
 * are the calculator's own controls, not extra actions.
 */
import type { Action } from '../model';

/** To calculate or show the answer, in English, French, German, Spanish and Italian. */
const CALCULATES =
  /^(?:calculate|compute|calc|get|show|see|find|estimate|work out|check|go|calculer|berechnen|ausrechnen|calcular|calcola(?:re)?)\b/i;
/** To clear the inputs and the result. */
const CLEARS =
  /^(?:reset|clear|start over|réinitialiser|effacer|zurücksetzen|löschen|borrar|limpiar|reiniciar|restablecer)\b/i;

export interface CalculatorButtons {
  /** `calculate` and `reset`, by the labels the description gives them. */
  labels: Record<string, string>;
  /** The actions that are neither. */
  rest: Action[];
}

/** The first button that calculates and the first that clears, among the named actions. */
export function calculatorButtons(actions: readonly Action[]): CalculatorButtons {
  const labels: Record<string, string> = {};
  const rest: Action[] = [];
  for (const action of actions) {
    const key =
      action.kind === 'link'
        ? undefined
        : CLEARS.test(action.label)
          ? 'reset'
          : CALCULATES.test(action.label)
            ? 'calculate'
            : undefined;
    if (key && !labels[key]) labels[key] = action.label;
    else rest.push(action);
  }
  return { labels, rest };
}
