// Builds web/dist/index.html + web/dist/assets/* — the C++ server embeds exactly that.
import type { OutputAsset, OutputBundle } from "rollup";
import { defineConfig, type Plugin } from "vitest/config";

/** A server started with a token requires it on every request, assets included, and a
 *  plain <script src> cannot carry it. So index.html inlines the (small) stylesheet and
 *  loads the bundle with the token taken from the page's own URL. */
function tokenAwareIndex(): Plugin {
  return {
    name: "steplens-token-aware-index",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle: OutputBundle) {
      const html = bundle["index.html"] as OutputAsset | undefined;
      if (!html) return;
      let source = String(html.source);
      source = source.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (tag, file: string) => {
        const css = bundle[file] as OutputAsset | undefined;
        if (!css) return tag;
        delete bundle[file];
        return `<style>${String(css.source).replace(/<\/style/gi, "<\\/style")}</style>`;
      });
      source = source.replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) =>
        [
          "<script>",
          "(function () {",
          '  var t = new URLSearchParams(location.search).get("token");',
          '  var s = document.createElement("script");',
          '  s.type = "module";',
          `  s.src = ${JSON.stringify(src)} + (t ? "?token=" + encodeURIComponent(t) : "");`,
          "  document.head.appendChild(s);",
          "})();",
          "</script>",
        ].join("\n"),
      );
      if (/<script[^>]*\ssrc=|<link rel="stylesheet"/.test(source)) this.error("index.html still loads an asset without the token");
      html.source = source;
    },
  };
}

export default defineConfig({
  base: "/",
  plugins: [tokenAwareIndex()],
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
