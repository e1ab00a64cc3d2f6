/* The "Show the Python" buttons of a notebook page (docs/hooks/code_fold.py writes them):
   each shows or hides its cell's code; "Show all the Python" under the title does it for the
   whole page and is remembered for every page of the site. A cell opened or closed on its own
   is remembered for its page. The choice is kept in localStorage, which a page opened from
   disk has too; where the browser refuses storage the buttons still work for the visit.
   The code itself is not in the page: it loads the first time some of it shows.
   A classic script, so it also runs from file://. */
(() => {
  "use strict";
  if (typeof document === "undefined" || globalThis.gupaiCodeFold) return;
  const KEY = "gupai.python"; // also read by the <head> script of code_fold.py
  const root = document.documentElement;

  // {all: whether all the Python shows, pages: {path: {input id: shown}}}, as stored; null
  // where the browser refuses storage.
  function load() {
    let text;
    try {
      text = localStorage.getItem(KEY);
    } catch {
      return null;
    }
    try {
      const stored = JSON.parse(text ?? "{}");
      return stored && typeof stored === "object" ? stored : {};
    } catch {
      return {};
    }
  }
  let state = load() ?? {};

  function save() {
    try {
      localStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      // Storage refused or full: the choice lasts for this visit only.
    }
  }

  const page = () => location.pathname;
  const own = () => state.pages?.[page()] ?? {};

  function show(button, open) {
    button.setAttribute("aria-expanded", String(open));
    button.textContent = `${open ? "Hide" : "Show"} the Python`;
    const cell = button.closest(".gw-py");
    cell?.classList.toggle("gw-py-open", open);
    cell?.classList.toggle("gw-py-closed", !open);
  }

  // -- the code, loaded when first shown ------------------------------------------------------
  // docs/hooks/code_fold.py moved the page's code into a script of its own, named by the
  // `data-code` of the page's bar, which registers it in `globalThis.gupaiCode` under its
  // file's name (a <script>, not fetch(), since a page opened from disk may not fetch a
  // file). The <head> script has already loaded it where the reader's choice shows some code.
  // stepper.js (loaded before this script on every page) holds the one script loader.
  function failed(src) {
    for (const note of document.querySelectorAll(".gw-py-away")) {
      note.textContent = `The Python did not load (${src}): press the button again to retry.`;
      note.classList.add("gw-py-failed");
    }
  }

  function loadCode() {
    const bar = document.querySelector(".gw-py-bar[data-code]");
    if (!bar) return;
    const src = bar.dataset.code;
    globalThis.gupaiLoadScript(src, "gupaiCode").then(
      (code) => {
        if (!bar.hasAttribute("data-code")) return; // filled by an earlier call
        for (const [id, markup] of Object.entries(code)) {
          document.getElementById(id).innerHTML = markup;
        }
        bar.removeAttribute("data-code"); // loaded once
      },
      () => failed(src), // the next press tries again
    );
  }

  function apply() {
    const all = state.all === true;
    const mine = own();
    root.classList.toggle("gw-py-shown", all);
    let shown = false;
    for (const button of document.querySelectorAll(".gw-py-toggle")) {
      const id = button.getAttribute("aria-controls");
      const open = typeof mine[id] === "boolean" ? mine[id] : all;
      show(button, open);
      shown ||= open;
    }
    if (shown) loadCode();
    for (const button of document.querySelectorAll(".gw-py-all")) {
      button.setAttribute("aria-expanded", String(all));
      button.textContent = `${all ? "Hide" : "Show"} all the Python`;
    }
  }

  function onClick(event) {
    const button = event.target.closest?.(".gw-py-toggle, .gw-py-all");
    if (!button) return;
    state = load() ?? state; // another tab may have changed it
    if (button.matches(".gw-py-all")) {
      state.all = button.getAttribute("aria-expanded") !== "true";
      // One choice for the page: the cells opened or closed one by one follow it.
      if (state.pages) delete state.pages[page()];
    } else {
      const id = button.getAttribute("aria-controls");
      const open = button.getAttribute("aria-expanded") !== "true";
      const mine = { ...own() };
      if (open === (state.all === true)) delete mine[id];
      else mine[id] = open;
      state.pages = { ...state.pages, [page()]: mine };
      if (!Object.keys(mine).length) delete state.pages[page()];
    }
    save();
    apply();
  }

  globalThis.gupaiCodeFold = { apply };
  document.addEventListener("click", onClick);
  // Now, not at DOMContentLoaded: the page's cells come before its scripts, and code the
  // <head> script loaded fills them before the page is ready.
  apply();
  globalThis.document$?.subscribe?.(apply);
})();
