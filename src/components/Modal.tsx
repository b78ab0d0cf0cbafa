/**
 * Modal: an accessible dialog drawn over the page (in a portal on <body>).
 *
 * What it does for you: role="dialog" + aria-modal, labelled by its title (and described by
 * `description` when given); focus moves in on open, Tab and Shift+Tab stay inside, focus goes
 * back to what had it on close; Escape closes (only the top-most modal when they stack); a click
 * on the backdrop closes; the page behind cannot scroll. Animated with framer-motion (features
 * loaded lazily, reduced motion honoured).
 *
 * Props
 * - open: boolean                 shown or not (closing plays the exit animation, then unmounts)
 * - onClose: () => void           called by the close button, Escape and backdrop click
 * - title: ReactNode              the dialog's heading (an <h2>); labels the dialog
 * - hideTitle?: boolean           keep the title for screen readers only (default false)
 * - description?: ReactNode       short text under the title; describes the dialog
 * - children: ReactNode           the body
 * - variant?: 'center' | 'top' | 'fullscreen' | 'sheet'
 *                                 centred card (default), card near the top (search-like),
 *                                 the whole viewport, or a slide-over panel from the `side`
 * - side?: 'right' | 'left'       edge a 'sheet' slides from (default 'right')
 * - size?: 'sm' | 'md' | 'lg' | 'xl'  max width of 'center' and 'top' cards (default 'md')
 * - initialFocusRef?: RefObject   element to focus on open; otherwise the first focusable
 *                                 element in the dialog (the close button when shown), else the
 *                                 dialog itself
 * - closeLabel?: string           accessible name of the close button (default 'Close')
 * - hideCloseButton?: boolean     draw your own close control (call onClose) (default false)
 * - closeOnBackdrop?: boolean     backdrop click closes (default true)
 * - duration?: number             animation length in seconds (default 0.25)
 * - className?: string            extra classes for the panel
 * - bodyClassName?: string        classes for the body wrapper (default padded)
 *
 *   <Modal open={open} onClose={() => setOpen(false)} title="Page Not Found">…</Modal>
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { AnimatePresence, LazyMotion, MotionConfig, m, useIsPresent } from 'framer-motion';
import { useScrollLock } from './useScrollLock';
import { Icon } from './Icon';
import { wrapTab } from './wrapTab';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  variant?: 'center' | 'top' | 'fullscreen' | 'sheet';
  side?: 'right' | 'left';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  hideCloseButton?: boolean;
  closeOnBackdrop?: boolean;
  duration?: number;
  className?: string;
  bodyClassName?: string;
}

const loadFeatures = () => import('./motionFeatures').then((mod) => mod.default);

export function Modal(props: ModalProps) {
  if (typeof document === 'undefined') return null;
  return createPortal(
    <LazyMotion features={loadFeatures}>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>{props.open && <ModalPanel {...props} />}</AnimatePresence>
      </MotionConfig>
    </LazyMotion>,
    document.body,
  );
}

// Open modals, innermost last: Escape closes only the top one.
const stack: string[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-3xl' } as const;

function ModalPanel({
  onClose,
  title,
  hideTitle = false,
  description,
  children,
  variant = 'center',
  side = 'right',
  size = 'md',
  initialFocusRef,
  closeLabel = 'Close',
  hideCloseButton = false,
  closeOnBackdrop = true,
  duration = 0.25,
  className = '',
  bodyClassName = 'px-5 pb-6 sm:px-6',
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  const isPresent = useIsPresent();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useScrollLock(isPresent);

  // Focus in on open, in the commit that shows the dialog: a passive effect can run a frame or
  // more later when the dialog appears outside an input event (a lazy overlay whose code has just
  // loaded), and keys pressed in between would go to the page behind.
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!isPresent) return;
    const panel = panelRef.current;
    const active = document.activeElement as HTMLElement | null;
    // A re-run while open (a new initialFocusRef) finds the focus inside: the opener stays.
    if (panel?.contains(active)) return;
    openerRef.current = active;
    if (panel) {
      const target = initialFocusRef?.current ?? focusables(panel)[0] ?? panel;
      target.focus({ preventScroll: true });
    }
  }, [isPresent, initialFocusRef]);
  // Back to the opener as soon as closing starts (not after the animation). In a passive effect:
  // React puts the focus back where it was after a commit's DOM changes, and a layout effect's
  // cleanup runs before that, so its focus would be undone.
  useEffect(() => {
    if (!isPresent) return;
    return () => {
      const opener = openerRef.current;
      if (opener && opener.isConnected && typeof opener.focus === 'function') {
        opener.focus({ preventScroll: true });
      }
    };
  }, [isPresent]);

  useEffect(() => {
    if (!isPresent) return;
    stack.push(id);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || stack[stack.length - 1] !== id) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const at = stack.lastIndexOf(id);
      if (at >= 0) stack.splice(at, 1);
    };
  }, [isPresent, id]);

  const trapTab = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    wrapTab(event, items, panelRef.current);
  };

  const transition = { duration, ease: [0.22, 1, 0.36, 1] as const };
  const motionByVariant = {
    center: { initial: { opacity: 0, scale: 0.96, y: 12 }, shown: { opacity: 1, scale: 1, y: 0 } },
    top: { initial: { opacity: 0, y: -24 }, shown: { opacity: 1, y: 0 } },
    fullscreen: { initial: { opacity: 0, y: 24 }, shown: { opacity: 1, y: 0 } },
    sheet: {
      initial: { opacity: 0.6, x: side === 'right' ? '100%' : '-100%' },
      shown: { opacity: 1, x: 0 },
    },
  }[variant];

  const layout = {
    center: 'items-center justify-center p-4',
    top: 'items-start justify-center p-3 pt-4 sm:p-6 sm:pt-[8vh]',
    fullscreen: '',
    sheet: side === 'right' ? 'justify-end' : 'justify-start',
  }[variant];

  const panelShape = {
    center: `w-full ${sizes[size]} max-h-[calc(100dvh-2rem)] rounded-2xl`,
    top: `w-full ${sizes[size]} max-h-[calc(100dvh-2rem)] sm:max-h-[84vh] rounded-2xl`,
    fullscreen: 'h-full w-full',
    sheet: 'h-full w-full max-w-md',
  }[variant];

  return (
    <div className="fixed inset-0 z-50">
      <m.div
        data-testid="modal-backdrop"
        aria-hidden="true"
        className="absolute inset-0 bg-ink-900/60 backdrop-blur-sm"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        transition={transition}
        onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined}
      />
      <div className={`pointer-events-none relative flex h-full w-full ${layout}`}>
        <m.div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          onKeyDown={trapTab}
          initial={motionByVariant.initial}
          animate={motionByVariant.shown}
          exit={motionByVariant.initial}
          transition={transition}
          className={`pointer-events-auto flex flex-col overflow-hidden bg-white text-slate-900 shadow-2xl ring-1 ring-slate-900/5 outline-none dark:bg-ink-800 dark:text-slate-100 dark:ring-white/10 ${panelShape} ${className}`}
        >
          <div
            className={`flex shrink-0 items-start justify-between gap-4 px-5 pt-5 sm:px-6 ${hideTitle && hideCloseButton ? 'sr-only' : 'pb-3'}`}
          >
            <div className={hideTitle ? 'sr-only' : 'min-w-0'}>
              <h2 id={titleId} className="text-lg font-bold tracking-tight sm:text-xl">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {description}
                </p>
              )}
            </div>
            {!hideCloseButton && (
              <button
                type="button"
                onClick={() => onCloseRef.current()}
                aria-label={closeLabel}
                className="-mr-2 -mt-1 ml-auto inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-ink-700 dark:hover:text-white"
              >
                <Icon name="close" className="h-5 w-5" />
              </button>
            )}
          </div>
          <div className={`min-h-0 flex-1 overflow-y-auto overscroll-contain ${bodyClassName}`}>
            {children}
          </div>
        </m.div>
      </div>
    </div>
  );
}
