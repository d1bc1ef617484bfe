import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type Props = { children: ReactNode };
type State = { hasError: boolean };

/** Last line of defence around the whole app: a crash shows the generic error screen, never a blank page. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erro não tratado na interface', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
