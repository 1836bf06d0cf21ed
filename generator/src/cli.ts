/**
 * `kiln-generate "a signup form with name, email and password" [--framework angular|react|react-ds] [--out DIR] [--variants N] [--json]`
 * The only module of the package that touches the file system or the clock.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checklistText, runRemote } from './cli-remote';
import { parseVariants, writeTakes } from './cli-variants';
import { generate, toCodeResult } from './generate';
import { GeneratorError } from './interpret';
import { isReactFramework } from './model';
import type { Framework } from './model';
import { frameworkOf } from './packages';
import { printedVariants } from './variant-prints';

export const USAGE = `Usage: kiln-generate "<description>" [--framework angular|react|react-ds] [--out DIR] [--variants N] [--json]

  --framework, -f   angular (default), react, or react-ds (React with @kiln/design-system)
  --out, -o         folder to write the files to (default: ./<component-name>)
  --variants N      also write N (2-3) takes in other styles, under <out>/variants
  --json            print the generated code result as JSON instead of writing files
  --server URL      generate on a Kiln server with the API key in KILN_API_KEY
  --help, -h        show this help`;

interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  now: () => Date;
  env?: Record<string, string | undefined>;
}

interface Options {
  description: string;
  framework?: Framework;
  out?: string;
  server?: string;
  variants?: number;
  json: boolean;
  help: boolean;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Options {
  const options: Options = { description: '', json: false, help: false };
  const words: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || (inline === undefined && next.startsWith('-')))
        throw new UsageError(`${flag} needs a value.`);
      return next;
    };
    if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag === '--json') options.json = true;
    else if (flag === '--framework' || flag === '-f') {
      const framework = value().toLowerCase();
      const known = frameworkOf(framework);
      if (!known)
        throw new UsageError(`--framework must be angular, react or react-ds, not "${framework}".`);
      options.framework = known;
    } else if (flag === '--out' || flag === '-o') options.out = value();
    else if (flag === '--server') options.server = value();
    else if (flag === '--variants') {
      const variants = parseVariants(value());
      if (typeof variants === 'string') throw new UsageError(variants);
      options.variants = variants;
    } else if (flag.startsWith('-') && flag.length > 1)
      throw new UsageError(`Unknown option ${flag}.`);
    else words.push(arg);
  }
  options.description = words.join(' ');
  return options;
}

/** Runs the CLI and returns its exit code: 0 done, 1 the description was refused, 2 bad usage. */
export function main(argv: string[], io: Io): number | Promise<number> {
  let options: Options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    io.stderr(`kiln-generate: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (!options.description.trim()) {
    io.stderr(`kiln-generate: give a description of the component.\n\n${USAGE}\n`);
    return 2;
  }
  if (options.server)
    return runRemote({ ...options, server: options.server }, { ...io, env: io.env ?? {} });
  try {
    const generation = generate(
      options.description,
      options.framework ? { framework: options.framework } : {},
    );
    if (generation.clarification) {
      io.stderr(
        `kiln-generate: ${generation.clarification.question}\nFor example: ${generation.clarification.suggestions.join(' · ')}\n`,
      );
      return 1;
    }
    const takes =
      options.variants && options.variants > 1
        ? printedVariants(generation.model, options.variants)
        : undefined;
    if (options.json) {
      const result = {
        ...toCodeResult(generation, io.now().toISOString()),
        checklist: generation.checklist,
        ...(takes ? { variants: takes } : {}),
      };
      io.stdout(`${JSON.stringify(result, null, 2)}\n`);
      return 0;
    }
    const folder = resolve(
      io.cwd,
      options.out ??
        (isReactFramework(generation.model.framework)
          ? generation.model.name
          : generation.model.selector),
    );
    mkdirSync(folder, { recursive: true });
    for (const file of generation.files) {
      writeFileSync(join(folder, file.path), file.content);
      io.stdout(`wrote ${join(folder, file.path)}\n`);
    }
    io.stdout(
      `\n${generation.reply}\nConfidence ${Math.round(generation.confidence * 100)} %. Try next: ${generation.suggestions.join(' · ')}\n`,
    );
    io.stdout(checklistText(generation.checklist));
    if (takes) writeTakes(folder, takes, io.stdout);
    return 0;
  } catch (error) {
    if (error instanceof GeneratorError) {
      io.stderr(`kiln-generate: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
