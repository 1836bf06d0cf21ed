import * as React from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const tabsListVariants = cva('inline-flex items-center text-muted-foreground', {
  variants: {
    variant: {
      underline: 'gap-4 border-b border-border',
      pills: 'w-fit gap-1 rounded-control bg-muted p-1',
    },
    size: { sm: 'text-xs', md: 'text-sm', lg: 'text-base' },
  },
  compoundVariants: [
    { variant: 'pills', size: 'sm', className: 'h-8' },
    { variant: 'pills', size: 'md', className: 'h-10' },
    { variant: 'pills', size: 'lg', className: 'h-12' },
  ],
  defaultVariants: { variant: 'underline', size: 'md' },
});

export const tabsTriggerVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 font-medium whitespace-nowrap select-none',
    'transition-colors duration-150 hover:text-foreground data-[state=active]:text-foreground',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        underline:
          '-mb-px rounded-t-control border-b-2 border-transparent data-[state=active]:border-primary',
        pills:
          'h-full rounded-control data-[state=active]:bg-background data-[state=active]:shadow-card',
      },
      size: { sm: 'px-2.5', md: 'px-3', lg: 'px-4' },
    },
    compoundVariants: [
      { variant: 'underline', size: 'sm', className: 'px-1 pb-1.5' },
      { variant: 'underline', size: 'md', className: 'px-1 pb-2' },
      { variant: 'underline', size: 'lg', className: 'px-1.5 pb-2.5' },
    ],
    defaultVariants: { variant: 'underline', size: 'md' },
  },
);

/** Every variant and size by name, for stories and tests. */
export const tabsVariantOptions = {
  variant: ['underline', 'pills'],
  size: ['sm', 'md', 'lg'],
} as const;

type TabsStyle = {
  variant: (typeof tabsVariantOptions.variant)[number];
  size: (typeof tabsVariantOptions.size)[number];
};

// The look is chosen once on <Tabs> and read by the list and every trigger, so they cannot disagree.
const TabsStyleContext = React.createContext<TabsStyle>({ variant: 'underline', size: 'md' });

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> &
  VariantProps<typeof tabsListVariants>;

/** Switches between panels of related content in one place; arrow keys move between the tabs. */
export function Tabs({ className, variant, size, ...props }: TabsProps) {
  const style = React.useMemo<TabsStyle>(
    () => ({ variant: variant ?? 'underline', size: size ?? 'md' }),
    [variant, size],
  );
  return (
    <TabsStyleContext value={style}>
      <TabsPrimitive.Root
        data-slot="tabs"
        data-variant={style.variant}
        data-size={style.size}
        className={cn('flex flex-col gap-3 data-[orientation=vertical]:flex-row', className)}
        {...props}
      />
    </TabsStyleContext>
  );
}

export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List>;

export function TabsList({ className, ...props }: TabsListProps) {
  const { variant, size } = React.use(TabsStyleContext);
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant}
      data-size={size}
      className={cn(tabsListVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  const { variant, size } = React.use(TabsStyleContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant}
      data-size={size}
      className={cn(tabsTriggerVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-control text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
      {...props}
    />
  );
}
