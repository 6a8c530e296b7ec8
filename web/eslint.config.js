// ESLint for the dashboard (scripts/lint.sh runs it in check mode). The page
// only draws: these rules catch bugs, prettier owns the layout.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.ts"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["e2e/**/*.mjs"],
    // Node, plus the page callbacks it passes to the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
