/** What exports build from a component's files: its facts, sample inputs, tests and stories. */
export { componentFacts, mainFile } from './component-facts';
export type { ComponentFacts, ComponentSourceFile, RequiredInput } from './component-facts';
export { sampleValue } from './samples';
export { emitReactTest, reactSampleProps } from './react-test';
export { emitStories } from './stories';
