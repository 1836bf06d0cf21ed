import type { Expr } from '../view';

export type Target = 'template' | 'class' | 'react';

const upper = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** Turns a neutral expression or statement (markers described in view.ts) into framework code. */
export function translate(code: Expr, target: Target): string {
  return code
    .replace(/set:(\w+)\(/g, (_, name: string) =>
      target === 'react'
        ? `set${upper(name)}(`
        : `${target === 'class' ? 'this.' : ''}${name}.set(`,
    )
    .replace(/update:(\w+)\(/g, (_, name: string) =>
      target === 'react'
        ? `set${upper(name)}(`
        : `${target === 'class' ? 'this.' : ''}${name}.update(`,
    )
    .replace(/emit:(\w+)\(/g, (_, name: string) =>
      target === 'react'
        ? `on${upper(name)}?.(`
        : `${target === 'class' ? 'this.' : ''}${name}.emit(`,
    )
    .replace(/\bfield:(\w+)/g, (_, name: string) =>
      target === 'react'
        ? `values.${name}`
        : `${target === 'class' ? 'this.' : ''}form.controls.${name}.value`,
    )
    .replace(/\$([A-Z_]\w*)/gi, (_, name: string) =>
      target === 'react' ? name : `${target === 'class' ? 'this.' : ''}${name}()`,
    )
    .replace(/@([A-Z_]\w*)/gi, (_, name: string) => (target === 'class' ? `this.${name}` : name));
}

export function reactOutputProp(name: string): string {
  return `on${upper(name)}`;
}

export function reactSetter(name: string): string {
  return `set${upper(name)}`;
}
