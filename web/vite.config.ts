// Builds web/dist/index.html + web/dist/assets/* — the C++ server embeds exactly that.
import { defineConfig } from "vitest/config";

export default defineConfig({
  base: "/",
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    target: "es2020",
    sourcemap: false,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 200,
  },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
