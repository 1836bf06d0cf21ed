import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultGenerationLimits, formatGenerationUsage, UserMenu } from './user-menu';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };

async function openWithKeyboard(name: string) {
  const user = userEvent.setup();
  screen.getByRole('button', { name }).focus();
  await user.keyboard('{Enter}');
  return { user, menu: await screen.findByRole('menu') };
}

describe('given a UserMenu', () => {
  it('should name its trigger after the user and show their initials', () => {
    render(
      <UserMenu
        user={ada}
        plan="free"
        usage={{ used: 3 }}
        onNavigate={vi.fn()}
        onSignOut={vi.fn()}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(trigger).toHaveTextContent('AL');
  });

  it('should open with the keyboard and show name, e-mail, plan and usage', async () => {
    render(
      <UserMenu
        user={ada}
        plan="free"
        usage={{ used: 3, limit: 10 }}
        onNavigate={vi.fn()}
        onSignOut={vi.fn()}
      />,
    );
    const { menu } = await openWithKeyboard('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@example.com');
    expect(menu).toHaveTextContent('Free');
    expect(menu).toHaveTextContent('3/10 generations used');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile Settings',
      'Billing & Usage',
      'Preferences',
      'Sign Out',
    ]);
  });

  it('should fall back to the plan default limit when none is given', async () => {
    render(
      <UserMenu
        user={ada}
        plan="premium"
        usage={{ used: 12 }}
        onNavigate={vi.fn()}
        onSignOut={vi.fn()}
      />,
    );
    const { menu } = await openWithKeyboard('Ada Lovelace');
    expect(menu).toHaveTextContent('12/500 generations used');
  });

  it('should report where the chosen item leads', async () => {
    const onNavigate = vi.fn();
    render(
      <UserMenu
        user={ada}
        plan="pro"
        usage={{ used: 1 }}
        onNavigate={onNavigate}
        onSignOut={vi.fn()}
      />,
    );
    const { user } = await openWithKeyboard('Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'Billing & Usage' }));
    expect(onNavigate).toHaveBeenCalledWith('billing');
  });

  it('should call onSignOut from Sign Out', async () => {
    const onSignOut = vi.fn();
    render(
      <UserMenu
        user={ada}
        plan="pro"
        usage={{ used: 1 }}
        onNavigate={vi.fn()}
        onSignOut={onSignOut}
      />,
    );
    const { user } = await openWithKeyboard('Ada Lovelace');
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

describe('given an admin', () => {
  it('should offer the Admin Panel', async () => {
    const onNavigate = vi.fn();
    render(
      <UserMenu
        user={ada}
        plan="admin"
        usage={{ used: 0 }}
        isAdmin
        onNavigate={onNavigate}
        onSignOut={vi.fn()}
      />,
    );
    const { user, menu } = await openWithKeyboard('Ada Lovelace');
    expect(menu).toHaveTextContent('0/1000 generations used');
    await user.click(screen.getByRole('menuitem', { name: 'Admin Panel' }));
    expect(onNavigate).toHaveBeenCalledWith('admin');
  });
});

describe('given the generation defaults', () => {
  it('should match the spec for every plan', () => {
    expect(defaultGenerationLimits).toEqual({
      free: 10,
      pro: 100,
      premium: 500,
      enterprise: 2000,
      admin: 1000,
    });
    expect(formatGenerationUsage(3, 10)).toBe('3/10 generations used');
  });
});
