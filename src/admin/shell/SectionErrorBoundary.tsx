import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '../../ui/Alert';

type Props = {
  /** The section's name, for the message. */
  label: string;
  /** Called before the section renders again (the shell loads a chunk that failed again). */
  onRetry: () => void;
  children: ReactNode;
};

type State = { error: Error | null };

/** A section that fails to load or render shows what happened and a retry, instead of a blank screen. */
export class SectionErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever investigates; the administrator sees the message below.
    console.error(`${this.props.label} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section aria-labelledby="section-error-title">
        <h2 id="section-error-title">{this.props.label}</h2>
        <Alert tone="error">
          <p>
            {this.props.label} could not be displayed: {error.message || 'Unknown error'}
          </p>
          <button type="button" className="btn btn--secondary btn--small" onClick={this.retry}>
            Try again
          </button>
        </Alert>
      </section>
    );
  }
}
