import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComponentCard, type SavedComponent } from './component-card';

const card: SavedComponent = {
  id: 'c1',
  name: 'Pricing table',
  framework: 'angular',
  description: 'Three tiers with a highlighted plan.',
  updatedAt: '2026-11-03T10:00:00Z',
  tags: ['pricing', 'marketing'],
};

describe('given a ComponentCard', () => {
  it('should show the name, framework, update date, description and tags', () => {
    render(<ComponentCard component={card} />);
    expect(screen.getByRole('heading', { name: 'Pricing table' })).toBeInTheDocument();
    expect(screen.getByText('Angular')).toBeInTheDocument();
    expect(screen.getByText('Nov 3, 2026')).toHaveAttribute('datetime', '2026-11-03T10:00:00.000Z');
    expect(screen.getByText('Three tiers with a highlighted plan.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('pricingmarketing');
  });

  it('should hand the component to each action', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onExport = vi.fn();
    const onDelete = vi.fn();
    render(
      <ComponentCard component={card} onOpen={onOpen} onExport={onExport} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open Pricing table' }));
    await user.click(screen.getByRole('button', { name: 'Export Pricing table' }));
    await user.click(screen.getByRole('button', { name: 'Delete Pricing table' }));
    expect(onOpen).toHaveBeenCalledWith(card);
    expect(onExport).toHaveBeenCalledWith(card);
    expect(onDelete).toHaveBeenCalledWith(card);
  });

  it('should leave out the actions it has no callback for', () => {
    render(<ComponentCard component={card} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Open Pricing table' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
