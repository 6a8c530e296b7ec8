// Canvas helpers shared by the page's canvas views (the rank × step heatmap, the layers
// heatmap).

/** Sizes `c` to cssW × cssH CSS pixels at the device's pixel ratio and returns its cleared
 *  2D context, scaled so that drawing uses CSS pixels; null when there is none. */
export function preparedCanvas(
  c: HTMLCanvasElement,
  cssW: number,
  cssH: number,
): CanvasRenderingContext2D | null {
  const dpr = window.devicePixelRatio || 1;
  c.style.width = `${cssW}px`;
  c.style.height = `${cssH}px`;
  c.width = Math.round(cssW * dpr);
  c.height = Math.round(cssH * dpr);
  const g = c.getContext("2d");
  if (!g) return null;
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, cssW, cssH);
  return g;
}

/** Fills cell `k` of `cols` equal columns across [left, left + plotW) in row band
 *  [y, y + rowH), leaving a 1 px gap under rows taller than 6 px. */
export function fillCell(
  g: CanvasRenderingContext2D,
  left: number,
  plotW: number,
  k: number,
  cols: number,
  y: number,
  rowH: number,
): void {
  const x0 = left + Math.floor((k * plotW) / cols);
  const x1 = left + Math.floor(((k + 1) * plotW) / cols);
  g.fillRect(x0, y, Math.max(1, x1 - x0), rowH - (rowH > 6 ? 1 : 0));
}
