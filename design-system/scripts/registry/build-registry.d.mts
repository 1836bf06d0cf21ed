import type { DesignSystemMetadata } from '../metadata/index.mjs';

export const REGISTRY_NAME: string;

export interface RegistryItemFile {
  path: string;
  type: 'registry:ui';
  content: string;
}

export interface RegistryItem {
  $schema: string;
  name: string;
  type: 'registry:ui';
  title: string;
  description: string;
  dependencies: string[];
  registryDependencies: string[];
  files: RegistryItemFile[];
  cssVars: {
    theme: Record<string, string>;
    light: Record<string, string>;
    dark: Record<string, string>;
  };
  css: Record<string, Record<string, Record<string, string>>>;
  docs: string;
  categories: string[];
}

export interface Registry {
  $schema: string;
  name: string;
  homepage: string;
  items: (Omit<RegistryItem, '$schema' | 'cssVars' | 'css' | 'docs' | 'files'> & {
    files: Omit<RegistryItemFile, 'content'>[];
  })[];
}

export function buildRegistry(
  packageDir: string,
  metadata: DesignSystemMetadata,
): {
  registry: Registry;
  items: RegistryItem[];
  baseColor: {
    inlineColors: { light: Record<string, string>; dark: Record<string, string> };
    cssVars: RegistryItem['cssVars'];
    inlineColorsTemplate: string;
    cssVarsTemplate: string;
  };
};
