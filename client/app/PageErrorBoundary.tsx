import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The page's address: a navigation elsewhere renders that page again, not this message. */
  location: string;
  heading: string;
  text: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The address the page was rendered for: the state belongs to it. */
  location: string;
}

/**
 * A page that throws while rendering in the browser: without a boundary React would remove the
 * whole document, header and footer included, and leave the reader a blank screen. The page's
 * place shows spec §8's router fallback heading, 'Unexpected Application Error!' in the page's
 * language, and the header and footer still lead on. The error itself is only logged (spec §8).
 */
export class PageErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { failed: false, location: props.location };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="xn-page-error" role="alert">
        <h1>{this.props.heading}</h1>
        <p>{this.props.text}</p>
      </section>
    );
  }
}
