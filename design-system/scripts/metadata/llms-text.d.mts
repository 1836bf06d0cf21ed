import type { DesignSystemMetadata } from './index.mjs';

export function llmsText(metadata: DesignSystemMetadata): string;
