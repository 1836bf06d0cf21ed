import * as React from 'react';

type WidgetBoundaryProps = {
  /** Names the widget in the message, e.g. "The account menu". */
  name: string;
  children: React.ReactNode;
};

type WidgetBoundaryState = { failed: boolean };

/** Keeps one broken widget from taking its page down; the rest of the page keeps working. */
export class WidgetBoundary extends React.Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { failed: false };

  static getDerivedStateFromError(): WidgetBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-muted-foreground">
        {this.props.name} could not be shown.
        <button
          type="button"
          className="rounded-control text-link underline outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => this.setState({ failed: false })}
        >
          Try again
        </button>
      </p>
    );
  }
}
