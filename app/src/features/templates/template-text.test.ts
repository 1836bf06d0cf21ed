import type { Template } from '@kiln/contract';
import { describe, expect, it } from 'vitest';
import { categoryLabel, copilotPrompt, defaultFramework } from './template-text';

const template = (overrides: Partial<Template> = {}): Template => ({
  id: '6f1c1f0e-7a4c-4d8e-9a51-2f0f5f0f5f0f',
  name: 'Login form',
  description: 'A sign-in form.',
  category: 'forms',
  frameworks: ['angular', 'react', 'react-ds'],
  tags: ['auth'],
  request: {
    type: 'form',
    framework: 'react',
    description: 'A login form with email and password.',
    features: ['validation messages', 'show password toggle'],
  },
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
  ...overrides,
});

describe('given a template', () => {
  it('should open in its request’s framework when it offers it, else in its first', () => {
    expect(defaultFramework(template())).toBe('react');
    expect(defaultFramework(template({ frameworks: ['angular'] }))).toBe('angular');
    expect(
      defaultFramework(template({ request: { description: 'a card' }, frameworks: ['react-ds'] })),
    ).toBe('react-ds');
  });

  it('should write the copilot prompt from the request, its features and the framework', () => {
    expect(copilotPrompt(template(), 'react-ds')).toBe(
      'A login form with email and password. Include validation messages, show password toggle. Write it in React + Kiln design system.',
    );
    expect(copilotPrompt(template({ request: {} }), 'angular')).toBe(
      'A sign-in form. Write it in Angular.',
    );
  });

  it('should name each category for people', () => {
    expect(categoryLabel('ui')).toBe('UI');
    expect(categoryLabel('navigation')).toBe('Navigation');
  });
});
