import { Component, type ReactNode } from 'react';
import { BoardUnavailable } from './BoardUnavailable';

interface BoardErrorBoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

/** Keeps a board that fails to load or render from taking the rest of the shell down with it. */
export class BoardErrorBoundary extends Component<BoardErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Board failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <BoardUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}
