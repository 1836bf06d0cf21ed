import type * as React from 'react';
import {
  ChevronDown,
  CreditCard,
  LogOut,
  ShieldCheck,
  SlidersHorizontal,
  UserRound,
} from 'lucide-react';
import { cn } from '../lib/cn';
import { buttonVariants } from '../components/button-variants';
import { Avatar, AvatarFallback, AvatarImage } from '../components/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/dropdown-menu';
import { PlanBadge, type PlanName } from './plan-badge';

/** Spec: generation limits the header assumes while no profile with its own limit is loaded. */
export const defaultGenerationLimits: Record<PlanName, number> = {
  free: 10,
  pro: 100,
  premium: 500,
  enterprise: 2000,
  admin: 1000,
};

/** The usage line of the menu: "3/10 generations used". */
export function formatGenerationUsage(used: number, limit: number): string {
  return `${used}/${limit} generations used`;
}

export type UserMenuUser = { name: string; email: string; avatarUrl?: string | null };

/** Where a menu item leads; the app maps each to its route. */
export type UserMenuTarget = 'profile' | 'billing' | 'preferences' | 'admin';

export type UserMenuProps = {
  user: UserMenuUser;
  plan: PlanName;
  /** Generations used this period, and the limit (the plan's default when absent). */
  usage: { used: number; limit?: number };
  /** Adds the Admin Panel item. The server enforces admin rights; this only decides what is shown. */
  isAdmin?: boolean;
  onNavigate: (target: UserMenuTarget) => void;
  onSignOut: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Whether the open menu makes the rest of the page inert; on by default, as for any menu. */
  modal?: boolean;
  className?: string;
};

const items: { target: UserMenuTarget; label: string; Icon: typeof UserRound }[] = [
  { target: 'profile', label: 'Profile Settings', Icon: UserRound },
  { target: 'billing', label: 'Billing & Usage', Icon: CreditCard },
  { target: 'preferences', label: 'Preferences', Icon: SlidersHorizontal },
];

/** The account menu in the header: who is signed in, their plan and usage, settings and Sign Out. */
export function UserMenu({
  user,
  plan,
  usage,
  isAdmin = false,
  onNavigate,
  onSignOut,
  open,
  defaultOpen,
  onOpenChange,
  modal,
  className,
}: UserMenuProps) {
  const limit = usage.limit ?? defaultGenerationLimits[plan];

  return (
    <DropdownMenu open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <DropdownMenuTrigger
        data-slot="user-menu-trigger"
        className={cn(buttonVariants({ variant: 'ghost', size: 'md' }), 'gap-2 px-2', className)}
      >
        {/* The avatar repeats the name the trigger already carries; on narrow screens the name is
            visually hidden but still names the button. */}
        <span aria-hidden className="contents">
          <Avatar size="sm">
            {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
            <AvatarFallback name={user.name} />
          </Avatar>
        </span>
        <span className="sr-only max-w-40 truncate md:not-sr-only">{user.name}</span>
        <ChevronDown aria-hidden className="text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="user-menu-content" align="end" className="w-72">
        <DropdownMenuLabel className="flex flex-col gap-2 py-2 font-normal">
          <span className="flex flex-col">
            <span
              data-slot="user-menu-name"
              className="truncate text-sm font-semibold text-foreground"
            >
              {user.name}
            </span>
            <span data-slot="user-menu-email" className="truncate text-xs text-muted-foreground">
              {user.email}
            </span>
          </span>
          <span className="flex items-center justify-between gap-2">
            <PlanBadge plan={plan} size="sm" />
            <span
              data-slot="user-menu-usage"
              className="text-xs text-muted-foreground tabular-nums"
            >
              {formatGenerationUsage(usage.used, limit)}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {items.map(({ target, label, Icon }) => (
            <DropdownMenuItem key={target} onSelect={() => onNavigate(target)}>
              <Icon aria-hidden />
              {label}
            </DropdownMenuItem>
          ))}
          {isAdmin ? (
            <DropdownMenuItem onSelect={() => onNavigate('admin')}>
              <ShieldCheck aria-hidden />
              Admin Panel
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
