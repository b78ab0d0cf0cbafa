import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` when the editor fails (its chunk did not load, TinyMCE threw), so the form
 * stays usable and nothing typed is lost.
 */
export class EditorErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Rich-text editor failed to load', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
