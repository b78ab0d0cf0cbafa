import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../../src/components/Modal';

/** The modal behind an "Open dialog" button, as a page would use it. */
function WithOpener(props: Omit<ComponentProps<typeof Modal>, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function Harness({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <WithOpener
      title="Coming Soon"
      description="Something new is on the way."
      initialFocusRef={inputRef}
      closeOnBackdrop={closeOnBackdrop}
    >
      <label>
        Name <input ref={inputRef} />
      </label>
      <a href="/somewhere">Last link</a>
    </WithOpener>
  );
}

async function openDialog(closeOnBackdrop?: boolean) {
  const user = userEvent.setup();
  render(<Harness closeOnBackdrop={closeOnBackdrop} />);
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  const dialog = await screen.findByRole('dialog', { name: 'Coming Soon' });
  return { user, dialog };
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Something new is on the way.');
  });

  it('moves focus in, keeps Tab inside and gives focus back to the opener on close', async () => {
    const { user } = await openDialog();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Last link' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Last link' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a backdrop click and can be opened again', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('keeps the dialog open on a backdrop click when closeOnBackdrop is false', async () => {
    const { user, dialog } = await openDialog(false);
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(dialog).toBeInTheDocument();
  });

  it('locks page scrolling while open and releases it on close', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });
  it('has focus inside when it first appears, even when opened outside an input event', async () => {
    // A lazy overlay appears when its code has loaded, not in the tap's own update: a passive
    // effect then runs a frame or more later, and keys pressed meanwhile go to the page.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let focusedOnArrival: Element | null | undefined;
      const watch = new MutationObserver(() => {
        if (focusedOnArrival === undefined && document.querySelector('[role="dialog"]')) {
          focusedOnArrival = document.activeElement;
        }
      });
      watch.observe(document.body, { childList: true, subtree: true });
      function OpensLater() {
        const [open, setOpen] = useState(false);
        const inputRef = useRef<HTMLInputElement>(null);
        useEffect(() => {
          const timer = setTimeout(() => setOpen(true), 0);
          return () => clearTimeout(timer);
        }, []);
        return (
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="Later"
            initialFocusRef={inputRef}
          >
            <label>
              Name <input ref={inputRef} />
            </label>
          </Modal>
        );
      }
      render(<OpensLater />);
      await waitFor(() => expect(focusedOnArrival).not.toBeUndefined());
      watch.disconnect();
      expect(focusedOnArrival).toBe(screen.getByRole('textbox', { name: 'Name' }));
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
  it('gives focus back to the opener even when its focus target changed while open', async () => {
    function SwitchingTarget() {
      const [second, setSecond] = useState(false);
      const firstRef = useRef<HTMLInputElement>(null);
      const secondRef = useRef<HTMLInputElement>(null);
      return (
        <WithOpener title="Switching" initialFocusRef={second ? secondRef : firstRef}>
          <label>
            First <input ref={firstRef} />
          </label>
          <label>
            Second <input ref={secondRef} />
          </label>
          <button type="button" onClick={() => setSecond(true)}>
            Switch
          </button>
        </WithOpener>
      );
    }
    const user = userEvent.setup();
    render(<SwitchingTarget />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog', { name: 'Switching' });
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  });
});
