/** Article text, apart from the list in articles.ts so that only the article page loads it. */
export const articleBodies: Record<string, readonly string[]> = {
  'why-generated-code-must-compile': [
    'A code generator that is right nine times out of ten sounds useful until you are the one debugging the tenth answer. A component that does not compile costs more time than writing it by hand, because you first have to understand code you did not write.',
    'That is why every file Kiln produces goes through the same checks your build would run: the TypeScript compiler in strict mode, the Angular template parser and the Sass compiler. A file that fails is repaired before you see it, and repairs never count against your monthly generations.',
    'The checks also shape how we generate. Kiln first builds a component model (inputs, outputs, states, elements) and then writes every framework from that model, so both the Angular and the React output stay consistent with each other.',
  ],
  'accessible-by-default': [
    'When you ask for “a button that opens a menu”, you also need a focusable trigger with an accessible name, a menu role, arrow-key navigation and focus that returns to the trigger when the menu closes. Most descriptions leave these out; Kiln adds them.',
    'Form fields get visible labels wired to their inputs, descriptions and error messages are connected with aria-describedby, and invalid fields are marked so screen readers announce them.',
    'If your design system handles a concern differently, say so in your prompt. Kiln follows an explicit instruction over its defaults.',
  ],
  'one-model-two-frameworks': [
    'Angular and React describe the same ideas with different vocabulary: signals and inputs on one side, state and props on the other. Kiln does not translate one into the other; both are written from a shared component model.',
    'The model records what the component is: its data, its states, its events and its structure. The Angular writer turns it into a standalone component with a template and SCSS; the React writer turns it into a typed function component.',
    'Because refinements change the model rather than the code, a follow-up such as “add an empty state” applies to whichever framework you export.',
  ],
};
