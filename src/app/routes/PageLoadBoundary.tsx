import { Component, createContext, type ReactNode } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';

export const PAGE_LOAD_FAILED =
  'This page could not be loaded. Check your connection and try again.';

/**
 * When a page's code cannot be fetched (the connection dropped, or the site was updated since
 * this tab opened), the layout stays and the page's place says so, with a retry that asks for
 * the code again. Moving to another page (`page` changes) tries afresh.
 */
/** How many times the boundary has tried: a page whose code failed asks again on the next. */
export const PageAttempt = createContext(0);

export class PageLoadBoundary extends Component<
  { page: string; children: ReactNode },
  { failed: boolean; page: string; attempt: number }
> {
  state = { failed: false, page: this.props.page, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { page: string },
    state: { page: string; attempt: number },
  ) {
    return props.page === state.page
      ? null
      : { failed: false, page: props.page, attempt: state.attempt + 1 };
  }

  componentDidCatch(error: unknown) {
    console.error('A page failed to load', error);
  }

  render() {
    if (!this.state.failed) {
      return <PageAttempt value={this.state.attempt}>{this.props.children}</PageAttempt>;
    }
    return (
      <div className="px-4 py-16">
        <ErrorMessage
          message={PAGE_LOAD_FAILED}
          onRetry={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}
        />
      </div>
    );
  }
}
