import type { PreviewAxeViolation } from '@kiln/contract/preview-messages';
import { currentTag, post } from './channel';

interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}
interface Axe {
  run: (context: Element, options: unknown) => Promise<AxeResult>;
}

const IMPACTS = new Set(['minor', 'moderate', 'serious', 'critical']);
let loading: Promise<Axe> | undefined;

/** axe-core is large and only needed after the first paint: its script is added on first use. */
const loadAxe = (): Promise<Axe> =>
  (loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = document.documentElement.dataset.axe ?? '';
    script.onload = () => resolve((window as unknown as { axe: Axe }).axe);
    script.onerror = () => reject(new Error('The accessibility checker did not load'));
    document.head.append(script);
  }));

let running: Promise<void> | undefined;

/** Checks the rendered component against WCAG 2.1 A and AA and sends the violations. */
export const runAxe = (target: Element): Promise<void> => {
  // The result belongs to the mount that asked: a later mount's app drops it.
  const tag = currentTag();
  // One run at a time: axe refuses to start while another run is under way.
  running = (running ?? Promise.resolve()).then(async () => {
    const axe = await loadAxe();
    const result = await axe.run(target, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    const violations: PreviewAxeViolation[] = result.violations.slice(0, 200).map((violation) => ({
      id: violation.id.slice(0, 200),
      impact: IMPACTS.has(violation.impact ?? '')
        ? (violation.impact as PreviewAxeViolation['impact'])
        : null,
      help: violation.help.slice(0, 1000),
      targets: violation.nodes
        .slice(0, 50)
        .map((node) => node.target.map(String).join(' ').slice(0, 1000)),
    }));
    post({ type: 'axe', violations }, tag);
  });
  return running;
};
