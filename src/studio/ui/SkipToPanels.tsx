/** The page's first Tab stop, "Skip to the panels", so Tab from the top never lands in the editor by surprise. */
export function SkipToPanels({ onSkip }: { onSkip: () => void }) {
  return (
    <a
      className="skip-link"
      href="#panels"
      onClick={(e) => {
        e.preventDefault();
        onSkip();
      }}
    >
      Skip to the panels
    </a>
  );
}
