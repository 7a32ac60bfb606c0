/** Props of OptionsPanel. */
export interface OptionsPanelProps {
  readonly text: string;
  readonly readOnly: boolean;
  readonly onApply: (text: string) => void;
  readonly onJump: (from: number, to: number) => void;
}

/**
 * The Options panel: suggestions inferred from what the spec says (core's proposeOptions), each with
 * its evidence, applied only when accepted. Until the options engine is exported from core, the panel
 * says so instead of inventing anything.
 */
export function OptionsPanel(_props: OptionsPanelProps) {
  return (
    <div className="empty-state">
      <p className="empty-title">Options are on their way</p>
      <p className="muted">
        Suggestions inferred from what the spec already says — each with its evidence, never applied silently — appear here once the options engine is part of
        this build.
      </p>
    </div>
  );
}
