// Entry point: reads the token from the page URL and shows the page the path names.
import { Api } from "./api";
import { fill, h } from "./dom";
import { parseRoute } from "./route";
import "./style.css";
import { showCompare } from "./views/compare";
import { showList } from "./views/list";
import { RunPage } from "./views/run";
import { errorBox } from "./views/common";

function main(): void {
  const root = document.getElementById("app")!;
  const q = new URLSearchParams(window.location.search);
  const api = new Api(q.get("token"));
  const route = parseRoute(window.location.pathname, window.location.search);
  switch (route.kind) {
    case "list":
      void showList(root, api, q.has("all"));
      break;
    case "run":
      void new RunPage(root, api, route.id).start();
      break;
    case "compare":
      void showCompare(root, api, route.a, route.b);
      break;
    default:
      fill(root, h("header", { class: "topbar" }), errorBox(`No page at ${route.path}.`));
  }
}

// index.html adds this bundle with a script element (to carry the token), so it may run
// before the body is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", main);
else main();
