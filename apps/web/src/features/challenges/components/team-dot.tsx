/** A team's colour as a small round swatch beside its name (decorative: the name says which team). */
export function TeamDot({ color, size = 12 }: { color: string | null; size?: number }) {
  if (!color) return null;
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: color,
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)',
      }}
    />
  );
}
