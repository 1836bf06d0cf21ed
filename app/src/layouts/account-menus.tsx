import { Link, useNavigate } from 'react-router';
import { Bell, Crown, LogOut, Settings, ShieldCheck, SlidersHorizontal, CreditCard } from 'lucide-react';
import type { User } from '@kiln/contract';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@kiln/design-system';
import { queryClient } from '../lib/query';
import { displayName, planDisplay } from '../lib/session/display';
import { session } from '../lib/session/instance';

function NotificationMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="flex items-center justify-between">
          Notifications
        </DropdownMenuLabel>
        <DropdownMenuItem disabled>Mark All Read</DropdownMenuItem>
        <DropdownMenuSeparator />
        <p className="px-2 py-6 text-center text-sm text-muted-foreground">No notifications</p>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings#notifications">View All Notifications</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function UserMenu({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const navigate = useNavigate();
  const plan = planDisplay(user);
  const name = displayName(user);

  const signOut = async () => {
    await session.logout();
    queryClient.clear();
    await navigate('/');
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Account menu for ${name}`}>
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded-pill bg-primary text-xs font-semibold text-primary-foreground"
          >
            {(user.firstName[0] ?? user.email[0] ?? '?').toUpperCase()}
          </span>
          <span className="hidden max-w-32 truncate sm:inline">{user.firstName || user.email}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <div className="flex flex-col gap-1 px-2 pb-2 text-xs text-muted-foreground">
          <span className="flex items-center gap-1 font-medium text-foreground">
            <Crown aria-hidden className="size-3.5 text-primary" />
            {plan.label} plan
          </span>
          <span>
            {plan.used}/{plan.limit} generations used
          </span>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <Settings aria-hidden />
              Profile Settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/billing">
              <CreditCard aria-hidden />
              Billing & Usage
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/settings#preferences">
              <SlidersHorizontal aria-hidden />
              Preferences
            </Link>
          </DropdownMenuItem>
          {isAdmin ? (
            <DropdownMenuItem asChild>
              <Link to="/admin">
                <ShieldCheck aria-hidden />
                Admin Panel
              </Link>
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The signed-in header's notification and account menus, loaded only once someone signs in. */
export default function AccountMenus({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  return (
    <div className="flex items-center gap-1">
      <NotificationMenu />
      <UserMenu user={user} isAdmin={isAdmin} />
    </div>
  );
}
