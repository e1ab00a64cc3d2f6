// The Python of the site's Play button, in a Web Worker (started by play.js): the page's main
// thread never runs Python, so loading the interpreter, a bot thinking or a hint being
// searched never freezes the page. The worker holds the interpreter and the live tables;
// the page sends it moves and draws the markup it sends back.
//
// Messages from the page, each with a `call` number the answer repeats:
//   {type: "table", runtime, stdlib, pkg, id, game, seed}   start Python if need be and seat
//                                     the reader at a new LiveTable (play.js asks before the
//                                     press when it can)
//   {type: "send", id, message}       a move's notation, or undo / new deal / hint / review
//   {type: "run", code}               run Python and answer with its value (benchmarks)
// Answers: {call, html, restored} for a table (restored: Python's kept memory was used),
// {call, value} for run, {call, error} when it failed; while a review is made,
// {call, progress: [done, total]} before each move it grades. One message is handled at a
// time, in order. A module worker, as Pyodide requires (it refuses a classic one).

const HOME = "/home/pyodide/gupai"; // where the package's zip is unpacked
let python = null; // the promise of a ready interpreter, made on the first message
const tables = new Map();
let queue = Promise.resolve();

// Pyodide's Python writes no bytecode, so each start would compile the package from source
// again (about half the time of importing it). The package is unpacked instead into a folder
// kept in the browser's IndexedDB (Emscripten's IDBFS), named after the zip (so after its
// content), with the bytecode Python writes there on the first start.
const sync = (py, populate) =>
  new Promise((resolve, reject) => py.FS.syncfs(populate, (e) => (e ? reject(e) : resolve())));

async function unpackKept(py, url, zip) {
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
  if (fresh) py.unpackArchive(await zip, "zip", { extractDir: dir });
  // Folders kept for an older package are of no more use.
  const forget = self.indexedDB?.databases?.().then((dbs) =>
    dbs
      .filter((db) => db.name?.startsWith(`${HOME}/`) && db.name !== dir)
      .forEach((db) => indexedDB.deleteDatabase(db.name)),
  );
  forget?.catch(() => {});
  return { dir, save: kept ? () => sync(py, false).catch(() => {}) : () => {} };
}

// Python's whole memory once the games are imported (Pyodide's memory snapshot), kept in
// IndexedDB after the first start: a later start restores it instead of starting Python and
// importing the games again, most of a start's time. Kept under the names of the package
// and the standard library it was made from; Pyodide refuses a snapshot of another build.
const SNAPSHOTS = "gupai-python-memory";

function snapshots(mode, use) {
  return new Promise((resolve, reject) => {
    const opened = indexedDB.open(SNAPSHOTS, 1);
    opened.onupgradeneeded = () => opened.result.createObjectStore("memory");
    opened.onerror = () => reject(opened.error);
    opened.onsuccess = () => {
      const db = opened.result;
      try {
        const transaction = db.transaction("memory", mode);
        const request = use(transaction.objectStore("memory"));
        transaction.oncomplete = () => (db.close(), resolve(request?.result));
        transaction.onerror = transaction.onabort = () => (db.close(), reject(transaction.error));
      } catch (error) {
        db.close();
        reject(error);
      }
    };
  });
}
const keptSnapshot = (key) => snapshots("readonly", (store) => store.get(key)).catch(() => null);
// The one snapshot of the package this page runs; those of older builds are of no more use.
const keepSnapshot = (key, memory) =>
  snapshots("readwrite", (store) => (store.clear(), store.put(memory, key))).catch(() => {});

const start = ({ runtime, stdlib, pkg, game }) =>
  (python ??= (async () => {
    // The package's zip downloads while the interpreter loads, not after it (for a reader
    // whose unpacked package is kept, it comes from the browser's cache and is not used).
    const zip = fetch(pkg).then((response) => {
      if (!response.ok) throw new Error(`${response.status} for ${response.url}`);
      return response.arrayBuffer();
    });
    zip.catch(() => {}); // reported where it is read
    const key = `${pkg} ${stdlib}`;
    // The kept memory is looked for while the loader loads.
    const [memory, { loadPyodide }] = await Promise.all([
      keptSnapshot(key),
      import(`${runtime}pyodide.mjs`),
    ]);
    // The standard library cut to what the games import (docs/hooks/play.py).
    const options = { indexURL: runtime, stdLibURL: stdlib };
    let py = null;
    if (memory) {
      // Pyodide sizes the new memory by the snapshot's length (INITIAL_MEMORY), which
      // this build ignores: the memory is grown to fit before the snapshot is copied in.
      const factory = (await import(`${runtime}pyodide.asm.mjs`)).default;
      const createPyodideModule = async (settings) => {
        const module = await factory(settings);
        if (module.HEAP8.length < memory.length) module._emscripten_resize_heap(memory.length);
        return module;
      };
      const restoring = { ...options, _loadSnapshot: memory, createPyodideModule };
      py = await loadPyodide(restoring).catch((error) => {
        console.warn("the kept memory of Python could not be restored:", error);
        return null;
      });
    }
    py ??= await loadPyodide({ ...options, _makeSnapshot: true });
    const { dir, save } = await unpackKept(py, pkg, zip);
    let keep = () => {};
    const restored = py.runPython("'gupai_widgets.live_table' in __import__('sys').modules");
    if (!restored) {
      py.runPython(`import sys\nsys.dont_write_bytecode = False\nsys.path.insert(0, "${dir}")`);
      // The page's game is imported (only its modules: games/__init__.py). Its bytecode
      // and the memory are kept once the first table has been sent to the page, not before
      // (copying the memory takes a twentieth of a second): a later page restores it and
      // imports its own game. That memory then holds the first table too, which nothing
      // after a restore can reach (a few kilobytes never freed); Pyodide takes the copy as
      // long as Python holds no JavaScript object, and the first table is dealt from a
      // game's name and numbers only. A copy Pyodide refuses is only not kept.
      py.globals.set("page_game", game);
      py.runPython(`from gupai_widgets import live_table
from gupai_widgets.games import MODULES, import_game
if page_game in MODULES:  # an unknown game is refused, in words, when it is dealt
    import_game(page_game)
del page_game`);
      keep = () => {
        keep = () => {};
        try {
          keepSnapshot(key, py.makeMemorySnapshot());
        } catch (error) {
          console.warn("Python's memory is not kept between visits:", error);
        }
      };
    }
    const LiveTable = py.pyimport("gupai_widgets.live_table").LiveTable;
    // Once the first table has been sent: its bytecode and Python's memory kept.
    const after = () => (keep(), save());
    return { py, LiveTable, after, restored };
  })().catch((error) => {
    python = null; // a later message tries again
    throw error;
  }));

async function handle(data) {
  if (data.type === "table") {
    const { LiveTable, after, restored } = await start(data);
    tables.get(data.id)?.destroy();
    const table = LiveTable.callKwargs(data.game, { seat: 0, seed: data.seed });
    tables.set(data.id, table);
    return { html: table.live_html(), restored, after };
  }
  if (!python) throw new Error("Python has not been started");
  const { py } = await python;
  if (data.type === "send") {
    const table = tables.get(data.id);
    if (!table) throw new Error(`no table ${data.id}`);
    const dict = py.toPy(data.message);
    // A review grades one move after the other: the page hears of each before it starts.
    const progress = (done, total) => self.postMessage({ call: data.call, progress: [done, total] });
    try {
      table.handle.callKwargs(dict, { progress });
    } finally {
      dict.destroy();
    }
    return { html: table.live_html() };
  }
  if (data.type === "run") return { value: py.runPython(data.code) };
  throw new Error(`unknown message ${data.type}`);
}

self.onmessage = ({ data }) => {
  queue = queue
    .then(() => handle(data))
    .then(
      ({ after, ...answer }) => {
        self.postMessage({ call: data.call, ...answer });
        after?.(); // work that can wait until the page has its answer
      },
      (error) => self.postMessage({ call: data.call, error: String(error?.message ?? error) }),
    );
};
