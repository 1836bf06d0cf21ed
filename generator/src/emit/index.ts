/** The emit stage: a model becomes its framework's files, through its blueprint and composition. */
import type { BuildContext } from '../blueprint';
import { buildBlueprint } from '../blueprints/index';
import { compose } from '../blueprints/compose';
import { layoutsOf, withLayout } from '../blueprints/layout';
import type { Layout } from '../blueprints/layout';
import { emitAngular } from './angular';
import { emitReact } from './react';
import { emitReactDs } from './react-ds';
import type { ComponentModel, GeneratedFile, Prop } from '../model';
import { palette, tokenVar } from '../styles';
import { tsString } from '../text';

/** Turns a model into the files of its framework. Pure and deterministic. */
export function emit(model: ComponentModel): GeneratedFile[] {
  const ctx = contextOf(model);
  const p = ctx.palette;
  const blueprint = withLayout(ctx, compose(ctx, buildBlueprint(ctx)));
  const declared = new Set([
    ...blueprint.inputs.map((i) => i.name),
    ...blueprint.state.map((s) => s.name),
    ...blueprint.computed.map((c) => c.name),
    ...blueprint.constants.map((c) => c.name),
    ...blueprint.methods.map((m) => m.name),
  ]);
  // Props asked for by name are always part of the public API, even where the archetype has no use for them.
  for (const prop of model.inputs) {
    if (declared.has(prop.name)) continue;
    blueprint.inputs.push({
      name: prop.name,
      type: prop.type,
      ...(prop.required ? {} : { initial: defaultFor(prop) }),
    });
  }
  if (model.framework === 'react-ds') return emitReactDs(model, blueprint, p);
  return model.framework === 'react'
    ? emitReact(model, blueprint, p)
    : emitAngular(model, blueprint, p);
}

function contextOf(model: ComponentModel): BuildContext {
  const p = palette(model.styling);
  return { model, palette: p, t: (token) => tokenVar(p, token) };
}

/** The layouts that arrange the model's parts distinctly (see blueprints/layout.ts); often none. */
export function layoutsFor(model: ComponentModel): Layout[] {
  const ctx = contextOf(model);
  return layoutsOf(ctx, compose(ctx, buildBlueprint(ctx)));
}

function defaultFor(prop: Prop): string {
  if (prop.type === 'number') return '0';
  if (prop.type === 'boolean') return 'false';
  if (prop.type.endsWith('[]')) return '[]';
  return tsString('');
}
