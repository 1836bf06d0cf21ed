/** What the design system's metadata says of each component family (written by scripts/metadata). */
export interface ComponentProp {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  default?: string;
}

export interface ComponentMetadata {
  /** The family's file name, kebab-case: `dropdown-menu`. */
  name: string;
  title: string;
  kind: 'component' | 'product';
  file: string;
  /** The component named after the file: `DropdownMenu`. */
  component: string;
  purpose: string;
  exports: string[];
  components: string[];
  /** The HTML element whose attributes the component also takes, when there is one. */
  element: string | null;
  props: ComponentProp[];
  localImports: string[];
  packages: string[];
  import: string;
  example: string;
}

export interface DesignSystemMetadata {
  package: string;
  version: string;
  description: string;
  components: ComponentMetadata[];
}

export function readMetadata(packageDir: string, repoRoot?: string): DesignSystemMetadata;
