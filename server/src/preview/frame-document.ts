import type { AiFramework, PreviewTheme } from '@kiln/contract';
import type { RuntimeAssets } from './runtime-assets';
import { BUILDS_PATH } from '../workers/preview/runtime-globals';

export { BUILDS_PATH };

/** CSS written into a <style> element cannot close it early. */
const inlineCss = (css: string) => css.replace(/<\/style/gi, '<\\/style');

export const RUNTIME_PATH = '/preview/runtime/';
export const FRAME_PATH = '/preview/frame/';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The frame's CSP. `sandbox allow-scripts allow-forms` puts the document in an opaque origin even
 * when it is opened as a page of its own, so it reaches none of Kiln's storage or cookies, and it
 * may not navigate the top window or open popups; forms are allowed only so that a generated
 * form's submit event fires (Chromium drops a sandboxed submission before the event without
 * `allow-forms`), while `form-action 'none'` blocks every submission's navigation; scripts only from
 * the framework's runtime and axe-core, named in full, and the compiled components: one build's
 * URL, or for a shell (which mounts the builds it is sent) the builds path, a path source that
 * admits nothing but `/preview/builds/…` (tighter than 'self', which Chromium still matches
 * against the document's URL in the sandbox, and which would admit every script Kiln serves); no
 * network at all (`connect-src 'none'`); only Kiln may frame it.
 * Angular's JIT compiler turns templates into functions at run time, hence 'unsafe-eval' for
 * Angular builds — acceptable only inside this sandbox.
 */
export const frameCsp = (origin: string, framework: AiFramework, scripts: string[]): string =>
  [
    'sandbox allow-scripts allow-forms',
    "default-src 'none'",
    `script-src ${scripts.map((path) => origin + path).join(' ')}${framework === 'angular' ? " 'unsafe-eval'" : ''}`,
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'font-src data:',
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${origin}`,
  ].join('; ');

export interface FrameDocument {
  html: string;
  csp: string;
}

/**
 * The document the preview iframe loads: tokens, a root element, the runtime and, for one build's
 * frame, that build. A shell (`id` null) loads the runtime only and mounts the builds it is sent.
 */
export const frameDocument = (
  assets: RuntimeAssets,
  options: { id: string | null; framework: AiFramework; origin: string; theme: PreviewTheme },
): FrameDocument => {
  const runtime = RUNTIME_PATH + assets.manifest[options.framework].file;
  const axe = RUNTIME_PATH + assets.manifest.axe.file;
  const build = options.id === null ? null : `${BUILDS_PATH}${options.id}.js`;
  const dark = options.theme === 'dark';
  const html = `<!doctype html>
<html lang="en"${dark ? ' class="dark" data-theme="dark"' : ' data-theme="light"'}${options.id === null ? '' : ` data-build="${options.id}"`} data-axe="${escapeAttribute(options.origin + axe)}" data-parent-origin="${escapeAttribute(options.origin)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview</title>
<style>${inlineCss(assets.tokensCss)}</style>
${options.framework === 'react-ds' ? `<style>${inlineCss(assets.designSystemCss)}</style>\n` : ''}<style>html,body{margin:0;background:var(--kiln-color-background,#fff);color:var(--kiln-color-foreground,#111827);font-family:var(--kiln-font-sans,system-ui,sans-serif)}#kiln-preview-root{padding:1rem}</style>
</head>
<body>
<div id="kiln-preview-root"></div>
<script src="${runtime}" crossorigin="anonymous"></script>
${build === null ? '' : `<script src="${build}" crossorigin="anonymous"></script>\n`}</body>
</html>
`;
  return {
    html,
    csp: frameCsp(options.origin, options.framework, [runtime, axe, build ?? BUILDS_PATH]),
  };
};
