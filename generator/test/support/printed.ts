/** The React files a description is printed as, joined: for tests that look for what was printed. */
import { fromModel, interpret } from '../../src/index';

export const reactCode = (description: string): string =>
  fromModel({ ...interpret(description), framework: 'react' })
    .files.map((file) => file.content)
    .join('\n');
