import type { Blueprint, BuildContext } from '../../blueprint';
import { tsString } from '../../text';
import { h, icon, interp, when } from '../../view';
import { blueprint, commonRules, focusRing } from '../common';

function humanSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

export function fileUploadBlueprint(ctx: BuildContext): Blueprint {
  const { model, t } = ctx;
  const maxBytes = model.params.maxBytes ?? 10 * 1024 * 1024;
  const megabytes = maxBytes / (1024 * 1024);
  const accept = model.params.accept ?? [];
  const acceptText = accept.length ? accept.join(', ') : 'any file type';
  return blueprint({
    usesId: true,
    outputs: [{ name: 'fileSelected', type: 'File' }],
    constants: [
      {
        name: 'maxBytes',
        type: 'number',
        value: Number.isInteger(megabytes) ? `${megabytes} * 1024 * 1024` : String(maxBytes),
      },
      {
        name: 'accepted',
        type: 'readonly string[]',
        value: `[${accept.map((a) => tsString(a)).join(', ')}]`,
      },
    ],
    state: [
      { name: 'dragging', type: 'boolean', initial: 'false' },
      { name: 'file', type: 'File | null', initial: 'null' },
      { name: 'error', type: 'string', initial: "''" },
    ],
    methods: [
      {
        name: 'accept',
        params: 'file: File | undefined',
        body: [
          'if (!file) return;',
          'const extensionOk = @accepted.length === 0 || @accepted.some((extension) => file.name.toLowerCase().endsWith(extension));',
          'if (!extensionOk) {',
          `  set:error(${tsString(`Only ${acceptText} files are accepted.`)});`,
          '} else if (file.size > @maxBytes) {',
          `  set:error(${tsString(`The file is larger than ${humanSize(maxBytes)}.`)});`,
          '} else {',
          "  set:error('');",
          '  set:file(file);',
          '  emit:fileSelected(file);',
          '}',
        ].join('\n'),
      },
      {
        name: 'onDragOver',
        params: 'event: DragEvent',
        body: 'event.preventDefault();\nset:dragging(true);',
      },
      {
        name: 'onDrop',
        params: 'event: DragEvent',
        body: 'event.preventDefault();\nset:dragging(false);\n@accept(event.dataTransfer?.files[0]);',
      },
      {
        name: 'onSelect',
        params: 'event: Event',
        body: "const input = event.target as HTMLInputElement;\n@accept(input.files?.[0]);\ninput.value = '';",
      },
    ],
    // The whole component is the drop target, so a file dropped next to the label still counts.
    host: {
      dragover: 'onDragOver(event)',
      dragleave: 'set:dragging(false)',
      drop: 'onDrop(event)',
    },
    computed: [
      {
        name: 'fileSize',
        expr: "$file ? (($file?.size ?? 0) / (1024 * 1024)).toFixed(1) + ' MB' : ''",
      },
    ],
    view: [
      h(
        'div.',
        {},
        h(
          'label.dropzone',
          { '[for]': "@uid + '-file'", '[class.dropzone--active]': '$dragging' },
          icon('upload', 'icon'),
          h('span.title', {}, h('strong', {}, 'Click to upload'), ' or drag and drop'),
          h(
            'span.hint',
            { '[id]': "@uid + '-hint'" },
            `${accept.length ? accept.join(', ').toUpperCase().replace(/\./g, '') : 'Any file'} up to ${humanSize(maxBytes)}`,
          ),
        ),
        h('input.sr-only', {
          '[id]': "@uid + '-file'",
          type: 'file',
          accept: accept.join(',') || undefined,
          '[aria-describedby]': "@uid + '-hint'",
          '(change)': 'onSelect(event)',
        }),
        when('$error', [h('p.error', { role: 'alert' }, interp('$error'))]),
        when('$file', [
          h(
            'p.file',
            { role: 'status' },
            icon('file'),
            h('span.file-name', {}, interp('$file?.name')),
            h('span.file-size', {}, interp('$fileSize')),
          ),
        ]),
      ),
    ],
    styles: {
      keyframes: {},
      rules: [
        ...commonRules(ctx, []),
        {
          el: '',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            gap: '0.75rem',
            'max-width': '32rem',
          },
        },
        {
          el: 'dropzone',
          decls: {
            display: 'flex',
            'flex-direction': 'column',
            'align-items': 'center',
            gap: '0.5rem',
            padding: `calc(${t('space')} * 2.5) ${t('space')}`,
            border: `2px dashed ${t('border')}`,
            'border-radius': t('radius'),
            background: t('surface'),
            'text-align': 'center',
            cursor: 'pointer',
            transition: 'border-color 150ms ease, background-color 150ms ease',
          },
        },
        { el: 'dropzone', state: ':hover', decls: { 'border-color': t('primary') } },
        {
          el: 'dropzone--active',
          decls: { 'border-color': t('primary'), background: t('surface-muted') },
        },
        { el: 'dropzone', state: ':has(+ input:focus-visible)', decls: focusRing(t) },
        { el: 'icon', decls: { width: '2rem', height: '2rem', color: t('primary') } },
        { el: 'title', decls: { color: t('text') } },
        { el: 'hint', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
        { el: 'error', decls: { margin: '0', color: t('danger'), 'font-size': '0.875rem' } },
        {
          el: 'file',
          decls: {
            display: 'flex',
            'align-items': 'center',
            gap: '0.5rem',
            margin: '0',
            padding: '0.75rem',
            border: `1px solid ${t('border')}`,
            'border-radius': t('radius-sm'),
          },
        },
        {
          el: 'file-name',
          decls: {
            flex: '1',
            'font-weight': '600',
            overflow: 'hidden',
            'text-overflow': 'ellipsis',
            'white-space': 'nowrap',
          },
        },
        { el: 'file-size', decls: { color: t('text-muted'), 'font-size': '0.875rem' } },
      ],
    },
  });
}
