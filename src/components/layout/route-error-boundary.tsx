import { Component, type ErrorInfo, type ReactNode } from 'react';
import { publicUrl } from '../../lib/assets';

interface State {
  error: Error | null;
}

/**
 * The last resort when a page fails to render (SPEC §8, "Routing failure"): a
 * plain developer error screen titled 'Unexpected Application Error!', as the
 * routing library's data routers show, instead of a blank page. Its design is
 * deliberately not the product's.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main id="main-content" className="mx-auto max-w-page px-5 py-16 font-mono">
        <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-4 text-lg italic">{error.message}</p>
        <p className="mt-8">
          <a className="underline" href={publicUrl('')}>
            Go to the home page
          </a>
        </p>
      </main>
    );
  }
}
