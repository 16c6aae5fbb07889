/** Small inline icons (no icon font, no emoji: they render the same everywhere). Decorative: aria-hidden. */
const PATHS = {
  casinos: "M4 5h16v14H4z M8 9h2v2H8z M14 9h2v2h-2z M11 13h2v2h-2z",
  complaints: "M12 3v18 M5 7h14 M5 7l-3 7h6z M19 7l-3 7h6z M8 21h8",
  bonuses: "M4 10h16v10H4z M3 7h18v3H3z M12 7v13 M12 7c-2-4-6-3-5 0 M12 7c2-4 6-3 5 0",
  blog: "M5 4h11l3 3v13H5z M8 9h8 M8 13h8 M8 17h5",
  check: "M5 12l4 4 10-10",
  cross: "M6 6l12 12 M18 6L6 18",
  medal: "M8 3l4 6 4-6 M12 9a6 6 0 1 0 0 12a6 6 0 1 0 0-12 M12 12l1 2h2l-1.5 1.5.5 2-2-1-2 1 .5-2L9 14h2z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
