// Play a game on the static site: the "Play" button of a game page (docs/hooks/play.py puts
// it there) seats the reader at a `LiveTable` against the game's bots. Python (Pyodide, from
// the site's own folder) runs in a Web Worker (play_worker.js), never on the page's main
// thread, so the page scrolls and answers while Python starts or a bot thinks. Python draws
// the table as markup, as it does for the notebook's PlayTable; this script hands that markup
// to the stepper script's widget part (stepper.js) through a small stand-in for the anywidget
// model, and the stepper's messages (a move's notation, or undo / new deal / hint / review)
// back to the worker. It draws nothing itself: a review too is Python's markup, stepped by
// the stepper script.
//
// The reader's table is dealt before the press where that costs the reader little: at once
// for a reader who has played on the site before (the runtime is in the browser's cache),
// else when the pointer or the keyboard comes to the button, or once the button has been in
// view a few seconds. Python starts, imports the games and deals meanwhile, so that the
// press has only the table to draw.
//
// A classic script, as stepper.js is. Opened from disk (file://), browsers load no
// WebAssembly, so the block says how to play live instead and the recorded game stays.
(() => {
  if (typeof document === "undefined" || globalThis.gupaiSitePlay) return;
  const WORKER = new URL("play_worker.js", document.currentScript.src).href;
  const IN_VIEW_MS = 2_000; // "a reader who has been on the page a few seconds" (issue 31)
  let worker = null;
  let calls = 0;
  const pending = new Map();

  // One worker for the page, whichever block asked first; each message answered in order.
  function call(message, progress) {
    if (!worker) {
      worker = new Worker(WORKER, { type: "module" });
      worker.onmessage = ({ data }) => {
        const waiting = pending.get(data.call);
        if (data.progress) return waiting?.progress?.(...data.progress);
        pending.delete(data.call);
        if (data.error) waiting?.reject(new Error(data.error));
        else waiting?.resolve(data);
      };
      worker.onerror = (event) => {
        for (const waiting of pending.values()) waiting.reject(new Error(event.message));
        pending.clear();
      };
    }
    const number = ++calls;
    return new Promise((resolve, reject) => {
      pending.set(number, { resolve, reject, progress });
      worker.postMessage({ ...message, call: number });
    });
  }

  const where = (block) => ({
    runtime: new URL(block.dataset.runtime, location.href).href,
    stdlib: new URL(block.dataset.stdlib, location.href).href,
    pkg: new URL(block.dataset.package, location.href).href,
  });
  let tables = 0;
  // The table of a block, dealt once: the promise of its id and first markup. A failed
  // start is forgotten, so that pressing Play again tries again.
  const dealt = new Map();
  function deal(block) {
    if (!dealt.has(block)) {
      // A new shuffle for each reader; "New deal" then deals the next seed.
      const seed = Math.floor(Math.random() * 1_000_000);
      const id = ++tables;
      const game = block.dataset.game;
      const table = call({ type: "table", ...where(block), id, game, seed }).then(
        ({ html, restored }) => ({ id, html, restored }),
      );
      table.catch(() => dealt.delete(block));
      dealt.set(block, table);
    }
    return dealt.get(block);
  }

  // Whether this reader has played on the site before: the worker then kept the package in
  // IndexedDB (play_worker.js), and the runtime is in the browser's cache, so starting
  // Python costs no download. (Asking the cache itself with `only-if-cached` would log an
  // error on every first visit.)
  async function playedBefore() {
    try {
      const databases = (await globalThis.indexedDB?.databases?.()) ?? [];
      return databases.some((db) => db.name?.startsWith("/home/pyodide/gupai/"));
    } catch {
      return false;
    }
  }

  // The table's markup, drawn anew after every move, without the piece definitions the page
  // holds (stepper.js `gupaiDefineOnce`); the others are kept once, in a hidden drawing of
  // the block's own (`kept`), where the next move's markup finds them.
  function keptOnce(html, kept) {
    const template = document.createElement("template");
    template.innerHTML = html;
    if (!template.content.querySelector("defs > [id]")) return html;
    globalThis.gupaiDefineOnce(template.content, kept);
    return template.innerHTML;
  }

  // What stepper.js's widget expects of an anywidget model, for a table the worker holds.
  // One move at a time: while the worker works the table says so and waits; a button that
  // starts a long search (Hint, Review) says what is under way, a review how far it is.
  function tableModel(id, el, html) {
    const kept = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    kept.setAttribute("class", "gw-siteplay-defs");
    kept.setAttribute("aria-hidden", "true");
    kept.style.cssText = "position:absolute;width:0;height:0;overflow:hidden";
    el.before(kept);
    html = keptOnce(html, kept);
    const listeners = new Map();
    const board = () => el.querySelector(".gw-play > .gw-board");
    // The board is drawn anew after every move: a phone's reader keeps where he had
    // scrolled it to. Noted as he scrolls, not read at a redraw, where reading it (or
    // setting it to 0) would make the browser lay out the page in the middle of the redraw.
    let scrolled = 0;
    const noteScroll = ({ target }) => {
      if (target === board()) scrolled = target.scrollLeft;
    };
    el.addEventListener("scroll", noteScroll, { capture: true, passive: true });
    let busy = false;
    const thinking = (on) => {
      busy = on;
      el.classList.toggle("gw-thinking", on);
      el.setAttribute("aria-busy", String(on));
    };
    return {
      get: (name) => (name === "html" ? html : undefined),
      send(message) {
        if (busy) return;
        thinking(true);
        const button = el.querySelector(`[data-command="${message.command}"]`);
        const working = { hint: "Thinking…", review: "Reviewing…" }[message.command];
        if (button && working) {
          button.textContent = working;
          button.disabled = true;
        }
        const progress = (done, total) => {
          if (button && message.command === "review" && done < total) {
            button.textContent = `Reviewing… move ${done + 1} of ${total}`;
          }
        };
        call({ type: "send", id, message }, progress)
          .then((answer) => {
            html = keptOnce(answer.html, kept);
            for (const listener of listeners.get("change:html") ?? []) listener();
            // Set when the browser lays out the new board anyway, in its next frame.
            const at = scrolled;
            if (at) requestAnimationFrame(() => board() && (board().scrollLeft = at));
            // The review takes the Review button's place: the keyboard goes on from there.
            const review = el.querySelector(".gw-review");
            if (message.command === "review" && review) {
              review.focus({ preventScroll: true });
              review.scrollIntoView({ block: "nearest" });
            }
          })
          .catch((error) => {
            const note = Object.assign(document.createElement("p"), {
              className: "gw-note",
              textContent: `Python stopped: ${error.message}`,
            });
            note.setAttribute("role", "alert");
            el.prepend(note);
          })
          .finally(() => thinking(false));
      },
      on: (name, listener) => listeners.set(name, [...(listeners.get(name) ?? []), listener]),
      off: (name, listener) =>
        listeners.set(name, (listeners.get(name) ?? []).filter((l) => l !== listener)),
      set() {},
      save_changes() {},
    };
  }

  async function play(block, button, status) {
    button.disabled = true;
    status.textContent = "Loading Python in your browser…";
    const began = performance.now();
    try {
      const { id, html, restored } = await deal(block);
      const el = block.querySelector(".gw-siteplay-table");
      el.replaceChildren();
      globalThis.gupaiStepper.widget.render({ model: tableModel(id, el, html), el });
      // A board wider than a phone scrolls sideways: start with its middle in view, as a
      // replay does.
      const board = el.querySelector(".gw-play > .gw-board");
      if (board) board.scrollLeft = (board.scrollWidth - board.clientWidth) / 2;
      // The notebook's own table, drawn for a page without Python, says to run the cell:
      // the live table above replaces it.
      const saved = block.nextElementSibling;
      if (saved?.matches(".gw-play.gw-static")) saved.style.display = "none";
      // For the benchmarks and tests: how long the press waited, and whether Python was
      // started or its kept memory restored (play_worker.js).
      block.dataset.ready = String(Math.round(performance.now() - began));
      block.dataset.python = restored ? "restored" : "started";
      // The table has its own New deal button; Material's button style outdoes `hidden`.
      button.closest("p").remove();
    } catch (error) {
      button.disabled = false;
      status.textContent = `Python could not start here: ${error.message.split("\n").slice(-2).join(" ")}`;
      throw error;
    }
  }

  function prepare(block) {
    if (block.dataset.prepared) return;
    block.dataset.prepared = "yes";
    const button = block.querySelector('[data-gw="siteplay"]');
    const status = block.querySelector(".gw-siteplay-status");
    if (!button) return;
    if (location.protocol === "file:") {
      button.remove();
      // Commands as code, not as Markdown's backticks: this is text on a page.
      const code = (text) => Object.assign(document.createElement("code"), { textContent: text });
      status.replaceChildren(
        "To play live, serve this folder over http (in a copy of the site, run ",
        code("python3 -m http.server"),
        " in its folder, or ",
        code("make serve"),
        " in the project) and open this page from there: browsers do not load WebAssembly " +
          "from disk. The recorded games on this page step as they are.",
      );
      return;
    }
    button.addEventListener("click", () => play(block, button, status));
    // A reader about to press: Python starts and deals meanwhile. (A failure is said when
    // the reader presses.)
    const early = () => deal(block).catch(() => {});
    for (const event of ["pointerenter", "focus", "touchstart"]) {
      button.addEventListener(event, early, { once: true, passive: true });
    }
    playedBefore().then((yes) => yes && early());
    // A reader who stays a while with Play in view: Python starts when the page is next
    // idle. A reader who never comes to Play, or only scrolls past it, loads nothing.
    let waiting = null;
    const seen = new IntersectionObserver(([entry]) => {
      clearTimeout(waiting);
      if (!entry.isIntersecting) return;
      waiting = setTimeout(() => {
        seen.disconnect();
        (globalThis.requestIdleCallback ?? setTimeout)(early);
      }, IN_VIEW_MS);
    });
    seen.observe(button);
  }

  // For the benchmarks (benchmarks/bench_site_play.py, bench_site_start.py): run Python in the page's worker, once
  // a table has started it; a promise of the value.
  globalThis.gupaiSitePlay = { run: (code) => call({ type: "run", code }).then((a) => a.value) };

  const prepareAll = () => document.querySelectorAll(".gw-siteplay").forEach(prepare);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", prepareAll);
  else prepareAll();
  globalThis.document$?.subscribe?.(prepareAll);
})();
