// Play a game on the static site: the "Play" button of a game page (docs/hooks/play.py puts
// it there) loads Python in the browser (Pyodide, from the site's own folder) on its first
// press, imports the project's package, and seats the reader at a `LiveTable` against the
// game's bots. Python draws the table as markup, as it does for the notebook's PlayTable;
// this script only hands that markup to the stepper script's widget part (stepper.js) through
// a small stand-in for the anywidget model, and hands the stepper's messages (a move's
// notation, or undo / new deal / hint) back to Python. It draws nothing itself.
//
// A classic script, as stepper.js is. Opened from disk (file://), browsers load no
// WebAssembly, so the block says how to play live instead and the recorded game stays.
(() => {
  if (typeof document === "undefined" || globalThis.gupaiSitePlay) return;
  const HOME = "/home/pyodide/gupai"; // where the package's zip is unpacked
  let python = null; // the promise of a ready interpreter, made on the first press

  const loadScript = (src) =>
    new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    });

  // Pyodide's Python writes no bytecode, so each start would compile the package from
  // source again (about half the time of importing it). The package is unpacked instead
  // into a folder kept in the browser's IndexedDB (Emscripten's IDBFS), named after the
  // zip (so after its content), with the bytecode Python writes there on the first start.
  const sync = (py, populate) =>
    new Promise((resolve, reject) => py.FS.syncfs(populate, (e) => (e ? reject(e) : resolve())));

  async function unpackKept(py, url) {
    const dir = `${HOME}/${url.split("/").pop().replace(/\.zip$/, "")}`;
    py.FS.mkdirTree(dir);
    let kept = false;
    try {
      py.FS.mount(py.FS.filesystems.IDBFS, {}, dir);
      await sync(py, true);
      kept = true;
    } catch (error) {
      console.warn("the package's bytecode is not kept between visits:", error);
    }
    const fresh = !py.FS.analyzePath(`${dir}/gupai_widgets/__init__.py`).exists;
    if (fresh) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${response.status} for ${response.url}`);
      py.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: dir });
    }
    // Folders kept for an older package are of no more use.
    const forget = globalThis.indexedDB?.databases?.().then((dbs) =>
      dbs
        .filter((db) => db.name?.startsWith(`${HOME}/`) && db.name !== dir)
        .forEach((db) => indexedDB.deleteDatabase(db.name)),
    );
    forget?.catch(() => {});
    return { dir, save: kept ? () => sync(py, false).catch(() => {}) : () => {} };
  }

  // One interpreter for the page, whichever block asked first.
  const start = (block) =>
    (python ??= (async () => {
      const runtime = new URL(block.dataset.runtime, location.href).href;
      if (typeof globalThis.loadPyodide !== "function") await loadScript(`${runtime}pyodide.js`);
      const py = await globalThis.loadPyodide({ indexURL: runtime });
      const { dir, save } = await unpackKept(py, block.dataset.package);
      py.runPython(`import sys\nsys.dont_write_bytecode = False\nsys.path.insert(0, "${dir}")`);
      const LiveTable = py.pyimport("gupai_widgets.live_table").LiveTable;
      // Every game module is imported on the first table; its bytecode is kept after it.
      return { py, LiveTable, save };
    })());

  // What stepper.js's widget expects of an anywidget model, for a table Python holds here.
  function tableModel(py, table, el) {
    const listeners = new Map();
    const board = () => el.querySelector(".gw-play > .gw-board");
    let html = table.live_html();
    const run = (message) => {
      const dict = py.toPy(message);
      try {
        table.handle(dict);
      } finally {
        dict.destroy();
      }
      html = table.live_html();
      // The board is drawn anew after every move: a phone's reader keeps where he had
      // scrolled it to.
      const scrolled = board()?.scrollLeft;
      for (const listener of listeners.get("change:html") ?? []) listener();
      if (scrolled !== undefined && board()) board().scrollLeft = scrolled;
    };
    return {
      get: (name) => (name === "html" ? html : undefined),
      send(message) {
        if (message.command !== "hint") return run(message);
        // The search bot may think for a second or more, and Python holds the page while it
        // does: the button says so first, and Python starts after the browser has shown it.
        const button = el.querySelector('[data-command="hint"]');
        if (button) {
          button.textContent = "Thinking…";
          button.disabled = true;
        }
        requestAnimationFrame(() => setTimeout(() => run(message), 0));
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
      const { py, LiveTable, save } = await start(block);
      // A new shuffle for each reader; "New deal" then deals the next seed.
      const seed = Math.floor(Math.random() * 1_000_000);
      const table = LiveTable.callKwargs(block.dataset.game, { seat: 0, seed });
      save();
      const el = block.querySelector(".gw-siteplay-table");
      el.replaceChildren();
      globalThis.gupaiStepper.widget.render({ model: tableModel(py, table, el), el });
      // A board wider than a phone scrolls sideways: start with its middle in view, as a
      // replay does.
      const board = el.querySelector(".gw-play > .gw-board");
      board.scrollLeft = (board.scrollWidth - board.clientWidth) / 2;
      // The notebook's own table, drawn for a page without Python, says to run the cell:
      // the live table above replaces it.
      const saved = block.nextElementSibling;
      if (saved?.matches(".gw-play.gw-static")) saved.style.display = "none";
      block.dataset.ready = String(Math.round(performance.now() - began));
      // The table has its own New deal button; Material's button style outdoes `hidden`.
      button.closest("p").remove();
    } catch (error) {
      python = null; // a later press tries again
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
  }

  // For the benchmark (benchmarks/bench_site_play.py): the page's interpreter once started,
  // a promise of {py, LiveTable, save}, or null before the first press.
  globalThis.gupaiSitePlay = { python: () => python };

  const prepareAll = () => document.querySelectorAll(".gw-siteplay").forEach(prepare);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", prepareAll);
  else prepareAll();
  globalThis.document$?.subscribe?.(prepareAll);
})();
