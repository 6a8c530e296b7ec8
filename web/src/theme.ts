// Colours shared by the charts and the page; the page's CSS variables follow prefers-color-scheme.

export const PHASE_COLORS: Record<string, string> = {
  dataloader: "#e0a030",
  h2d: "#2bb3c0",
  forward: "#4c8bf5",
  backward: "#9b6ddf",
  optimizer: "#3fb37f",
  wait: "#8a94a6",
  step: "#e8590c",
};

export function phaseColor(name: string): string {
  return PHASE_COLORS[name] ?? "#6c7a89";
}

export function cssVar(name: string, fallback: string): string {
  if (typeof document === "undefined") return fallback;
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

export function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1], 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
