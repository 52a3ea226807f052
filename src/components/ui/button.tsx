import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SiteLink } from './site-link';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-accent-300 text-brand-950 shadow-sm hover:bg-accent-400 focus-visible:outline-accent-500',
  outline:
    'border-2 border-brand-700 bg-white/70 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
  ghost: 'text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-13 px-7 text-lg',
};

/** Class names of a button, for the rare element that must look like one without being a Button. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
};

type NativeButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Disables the button, shows a spinner and marks it busy. */
    loading?: boolean;
    /**
     * What the button says while `loading` ('Saving...'). Both labels share one grid cell, so the button keeps the
     * width of the longer one and nothing beside it moves when it switches.
     */
    busyLabel?: ReactNode;
    href?: undefined;
  };

type LinkButtonProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    href: string;
    /** Opens another site in a new tab, safely. */
    external?: boolean;
  };

export type ButtonProps = NativeButtonProps | LinkButtonProps;

/** The one button of the site: a `<button>`, an internal link, or an external link in a new tab. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, className, children, href, external, ...anchorProps } = props;
    const classes = buttonClasses(variant, size, className);
    if (external) {
      return (
        <a {...anchorProps} href={href} className={classes} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    }
    return (
      <SiteLink {...anchorProps} href={href} className={classes}>
        {children}
      </SiteLink>
    );
  }
  const { variant, size, className, children, loading = false, busyLabel, disabled, type = 'button', ...buttonProps } =
    props;
  return (
    <button
      {...buttonProps}
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {busyLabel === undefined ? (
        <>
          {loading && <Spinner />}
          {children}
        </>
      ) : (
        <SteadyLabels idle={children} busy={busyLabel} loading={loading} />
      )}
    </button>
  );
}

const stackedLabel = 'col-start-1 row-start-1 inline-flex items-center justify-center gap-2';

/**
 * The idle and busy labels stacked in one cell; the hidden one keeps its width and leaves the accessibility tree.
 * A press the page loader holds before the island is live (the button marked `data-held`) shows the busy label too,
 * with no script, while the button keeps its name (the idle label is only transparent) beside `aria-busy`; the
 * island's own busy state then takes over with the same look.
 */
function SteadyLabels({ idle, busy, loading }: { idle: ReactNode; busy: ReactNode; loading: boolean }) {
  return (
    <span className="grid">
      <span className={cn(stackedLabel, loading && 'invisible', '[[data-held]_&]:opacity-0')} aria-hidden={loading || undefined}>
        {idle}
      </span>
      <span className={cn(stackedLabel, !loading && 'invisible', '[[data-held]_&]:visible')} aria-hidden={!loading || undefined}>
        <Spinner />
        {busy}
      </span>
    </span>
  );
}
