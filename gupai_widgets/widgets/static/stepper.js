// gupai_widgets stepper: steps through replay frames that Python drew. It only shows and
// hides pre-rendered parts (render/replay.py explains the markup); it draws nothing.
//
// A classic script, not a module, because a browser refuses to load a module from a page
// opened from disk (file://), and the site must work from a USB stick. One file, used three
// ways: a <script> of the static site, inlined in standalone pages, and the anywidget module
// of ReplayViewer and PlayTable, which is this file with one `export default` line added
// (widgets/replay_viewer.py). It sets `globalThis.gupaiStepper` ({hydrate, hydrateAll,
// fullScreen, widget}); on a page it brings every `.gw-replay` to life once, and again after
// each page change of Material's instant navigation (its `document$` observable).
(() => {
  const live = (globalThis.__gupaiStepper ??= new WeakMap());
  const OPEN = "o";
  const inView = (el, view) => !el.dataset.v || el.dataset.v.split(" ").includes(view);

  // -- full screen -------------------------------------------------------------------------
  // The Fullscreen API where the browser offers it; elsewhere (an iPhone, a frame that may not
  // go full screen) the same element covers the window instead. Either way it carries the class
  // `gw-full`, and the style sheet lays the table out to fill the screen.
  const FULL = "gw-full";
  const canGoFullScreen = (el) =>
    typeof el.requestFullscreen === "function" && document.fullscreenEnabled !== false;
  // The buttons of this frame, not those of a replay nested in it (a live table's last replay).
  const fullButtons = (frame) =>
    [...frame.querySelectorAll('[data-gw="full"]')].filter(
      (button) => button.closest(`.gw-replay, .gw-frame, .${FULL}`) === frame,
    );
  const markFull = (frame, mode) => {
    frame.classList.toggle(FULL, Boolean(mode));
    if (mode) frame.dataset.full = mode;
    else delete frame.dataset.full;
    for (const button of fullButtons(frame)) button.setAttribute("aria-pressed", String(Boolean(mode)));
  };
  const fullScreen = (frame, on = !frame.classList.contains(FULL)) => {
    if (on === frame.classList.contains(FULL)) return;
    if (!on) {
      if (document.fullscreenElement === frame) document.exitFullscreen();
      else markFull(frame, null);
    } else if (canGoFullScreen(frame)) {
      frame.requestFullscreen().catch(() => markFull(frame, "window"));
    } else {
      markFull(frame, "window");
    }
  };
  if (typeof document !== "undefined" && !globalThis.__gupaiFullScreen) {
    globalThis.__gupaiFullScreen = true;
    // Entering and leaving (Escape included) both pass here, whoever asked for it.
    document.addEventListener("fullscreenchange", () => {
      const shown = document.fullscreenElement;
      for (const frame of document.querySelectorAll(`.${FULL}[data-full="screen"]`)) {
        if (frame !== shown) markFull(frame, null);
      }
      if (shown?.matches(".gw-replay, .gw-frame")) markFull(shown, "screen");
    });
    // Escape leaves the browser's full screen by itself; the covered window, here.
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      for (const frame of document.querySelectorAll(`.${FULL}[data-full="window"]`)) {
        markFull(frame, null);
      }
    });
  }

  // -- frames loaded later ------------------------------------------------------------------
  // On the site, a long replay keeps inline only the frames up to the one it shows; the
  // others sit in a script of their own (docs/hooks/replay_frames.py) that its `data-frames`
  // names. A <script>, not fetch(), since a page opened from disk may not fetch a file: it
  // registers the frames in `globalThis.gupaiFrames` under its file's name. Each file is
  // loaded once, however many replays share it.
  // `gupaiLoadScript(src, registry)`: a promise of what the script at `src` registered in
  // `globalThis[registry]` under its file's name (already there: at once; otherwise the script
  // is loaded, each file once). A failed load is forgotten, so the next call tries again; a
  // script that ran but registered nothing rejects too. The site's code_fold.js and
  // exercises.js use it as well.
  const scripts = (globalThis.__gupaiScripts ??= new Map());
  const load = (src) => {
    if (!scripts.has(src)) {
      const loaded = new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.src = src;
        script.onload = () => resolve();
        script.onerror = () => {
          scripts.delete(src);
          script.remove();
          reject(new Error(`a script of this page did not load: ${src}`));
        };
        document.head.append(script);
      });
      scripts.set(src, loaded);
    }
    return scripts.get(src);
  };
  globalThis.gupaiLoadScript ??= (src, registry) => {
    const key = src.match(/([\w-]+)\.js$/)[1];
    const registered = () => globalThis[registry]?.[key];
    if (registered() !== undefined) return Promise.resolve(registered());
    return load(src).then(() => {
      if (registered() === undefined) throw new Error(`${src} registered nothing in ${registry}`);
      return registered();
    });
  };
  const loadFrames = (src) => globalThis.gupaiLoadScript(src, "gupaiFrames");
  // Markup added to a page later (a replay's later frames, the exercises' boards, the live
  // table after each move) brings the definitions of the pieces it draws (the children of
  // its `<defs>`, by id), and the page holds most of them already, alike. Each is defined
  // once on the page: one defined again makes the browser redo every `<use>` of the page
  // that names it (hundreds on a game page, most of a move's time on the main thread).
  // `gupaiDefineOnce(root, keep)` takes those the document holds out of `root` (parsed, not
  // yet added) and, if `keep` is given, moves the others into it.
  globalThis.gupaiDefineOnce ??= (root, keep) => {
    for (const definition of root.querySelectorAll("defs > [id]")) {
      if (document.getElementById(definition.id)) definition.remove();
      else keep?.append(definition);
    }
  };

  // -- a replay -------------------------------------------------------------------------------
  function hydrate(root) {
    if (live.has(root)) return live.get(root);
    const steps = Number(root.dataset.steps) || 0;
    const part = (name) => root.querySelector(`[data-gw="${name}"]`);
    const board = root.querySelector(".gw-board");
    const drawing = board.querySelector("svg");
    // The board's label says what the frame shows: its sentences (`said`), listed by
    // render/replay.py with the steps each holds for, put together here.
    let layers, mortal, captions, said;
    const collect = () => {
      layers = [...board.querySelectorAll("svg[data-step]")];
      mortal = [...board.querySelectorAll("[data-e],[data-v],[data-r]")];
      captions = [...root.querySelectorAll(".gw-captions li")];
      said = [...root.querySelectorAll(".gw-said [data-i]")];
    };
    collect();
    const chapters = [...root.querySelectorAll("[data-go]")];
    const [slider, count, play, speed, menu, deals] = [
      "slider",
      "count",
      "play",
      "speed",
      "view",
      "deal",
    ].map(part);
    const listeners = [];
    const clamp = (n) => Math.min(steps, Math.max(0, Math.round(Number(n) || 0)));
    let step = clamp(root.dataset.step);
    let view = root.dataset.view || OPEN;
    let timer = null;
    // Rule sets compared (render/compare.py): the one shown (its button pressed), in the place
    // of one table; all of them, one under the other, while the page prints.
    const rules = [...root.querySelectorAll("[data-rule]")].filter((b) => b.closest(".gw-replay") === root);
    let rule = rules.length ? 0 : null;
    let printing = false;

    // Frames after `inline` wait in the file `data-frames` names, if any: asked for when
    // the replay comes into view or the reader steps past them. Until they are there the
    // board keeps its frame, dimmed and marked busy, and the counter says it is loading.
    const inline = step;
    const src = root.dataset.frames;
    let loaded = !src;
    let asked = false;
    const addFrames = (frames) => {
      // Pieces only these frames show; another replay's frames may have brought them.
      if (frames.defs) {
        const defs = document.createElementNS(drawing.namespaceURI, "defs");
        defs.innerHTML = frames.defs;
        globalThis.gupaiDefineOnce(defs);
        drawing.prepend(defs);
      }
      board.querySelector("svg.gw-wide").insertAdjacentHTML("beforeend", frames.wide);
      board.querySelector("svg.gw-narrow")?.insertAdjacentHTML("beforeend", frames.narrow);
      root.querySelector(".gw-captions").insertAdjacentHTML("beforeend", frames.captions);
      root.querySelector(".gw-said").insertAdjacentHTML("beforeend", frames.said);
      collect();
      loaded = true;
      show();
    };
    const askForFrames = () => {
      if (loaded || asked) return;
      asked = true;
      loadFrames(src).then(addFrames, (error) => {
        asked = false;
        if (count) count.textContent = `${step} / ${steps} · not loaded`;
        console.error(error);
      });
    };
    // A reader who tabs to the replay is about to step it.
    if (!loaded) root.addEventListener("focusin", askForFrames, { once: true });
    if (!loaded && typeof IntersectionObserver === "function") {
      const seen = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        askForFrames();
      });
      seen.observe(root);
    }

    const show = () => {
      const ready = loaded || step <= inline;
      if (!ready) askForFrames();
      // widgets.css dims it meanwhile
      if (ready) board.removeAttribute("aria-busy");
      else board.setAttribute("aria-busy", "true");
      if (ready) draw();
      controls(ready);
    };
    const draw = () => {
      const at = (on) => (on ? "inline" : "none");
      const shown = printing ? null : rule;
      const inRule = (el) => shown === null || el.dataset.r === undefined || Number(el.dataset.r) === shown;
      for (const el of layers) el.setAttribute("display", at(Number(el.dataset.step) <= step));
      for (const el of mortal) {
        el.setAttribute("display", at(!(Number(el.dataset.e) <= step) && inView(el, view) && inRule(el)));
      }
      // Each layout's view box: the table of the rule set shown, or all of them.
      for (const layout of board.querySelectorAll("svg[data-tops]")) {
        layout.dataset.all ??= layout.getAttribute("viewBox");
        const [, , width, height] = layout.dataset.all.split(" ");
        const top = shown === null ? 0 : layout.dataset.tops.split(" ")[shown];
        const high = shown === null ? height : layout.dataset.highs.split(" ")[shown];
        layout.setAttribute("viewBox", `0 ${top} ${width} ${high}`);
        const narrow = layout.classList.contains("gw-narrow");
        drawing.style.setProperty(narrow ? "--gw-narrow" : "--gw-wide", `${width}/${high}`);
        // A landscape screen's two parts (widgets.css .gw-land): those of the table shown.
        if (narrow && shown !== null) drawing.style.setProperty("--gw-nh", high);
      }
      for (const li of captions) li.hidden = Number(li.dataset.step) !== step || !inView(li, view);
      const words = said
        .filter((li) => Number(li.dataset.s) <= step && !(Number(li.dataset.e) <= step) && inView(li, view))
        .sort((a, b) => a.dataset.i - b.dataset.i)
        .map((li) => li.textContent);
      if (words.length && drawing) drawing.setAttribute("aria-label", words.join(" "));
    };
    const controls = (ready) => {
      // Several deals: the menu names the deal of this step, the bar shows its chapters.
      if (deals) {
        let deal = 0;
        [...deals.options].forEach((option, i) => Number(option.value) <= step && (deal = i));
        deals.selectedIndex = deal;
        for (const button of chapters) {
          if (button.dataset.deal !== undefined) button.hidden = Number(button.dataset.deal) !== deal;
        }
      }
      let chapter = null;
      for (const button of chapters) {
        button.removeAttribute("aria-current");
        if (Number(button.dataset.go) <= step) chapter = button;
      }
      chapter?.setAttribute("aria-current", "step");
      // A row of chapters that scrolls (full screen) keeps the current one in view. Only
      // there is it measured: measuring makes the browser lay out the page at once, which
      // for a replay just drawn (a live table's game at its end) is most of the task.
      const row = root.classList.contains(FULL) ? chapter?.parentElement : null;
      if (row && row.scrollWidth > row.clientWidth) {
        const [at, within] = [chapter.getBoundingClientRect(), row.getBoundingClientRect()];
        row.scrollLeft += at.left - within.left - (within.width - at.width) / 2;
      }
      if (slider) slider.value = String(step);
      if (count) count.textContent = `${step} / ${steps}${ready ? "" : " · loading"}`;
      if (menu) menu.value = view;
      for (const button of rules) button.setAttribute("aria-pressed", String(Number(button.dataset.rule) === rule));
      for (const name of ["first", "prev"]) if (part(name)) part(name).disabled = step === 0;
      for (const name of ["next", "last"]) if (part(name)) part(name).disabled = step === steps;
      root.dataset.step = String(step);
      root.dataset.view = view;
    };
    const changed = (quiet) => {
      show();
      if (!quiet) for (const listener of listeners) listener({ step, view });
    };
    const go = (n, quiet = false) => {
      if (clamp(n) === step) return;
      step = clamp(n);
      changed(quiet);
    };
    const look = (key, quiet = false) => {
      if (key === view || (menu && ![...menu.options].some((o) => o.value === key))) return;
      view = key;
      changed(quiet);
    };
    const autoplay = (on) => {
      clearInterval(timer);
      timer = null;
      if (on) {
        if (step === steps) go(0);
        timer = setInterval(() => {
          go(step + 1);
          if (step === steps) autoplay(false);
        }, Number(speed ? speed.value : 1300));
      }
      if (play) {
        play.textContent = on ? "Pause" : "▶ Play";
        play.setAttribute("aria-label", on ? "Pause" : "Play");
      }
    };
    const moveTo = (n) => {
      autoplay(false);
      go(n);
    };
    const choose = (n) => {
      if (rule === null || n === rule || !(n >= 0 && n < rules.length)) return;
      rule = n;
      show();
    };
    if (rules.length && typeof window !== "undefined") {
      window.addEventListener("beforeprint", () => ((printing = true), draw()));
      window.addEventListener("afterprint", () => ((printing = false), draw()));
    }

    root.addEventListener("click", (event) => {
      const target = event.target.closest("[data-gw],[data-go],[data-rule]");
      if (!target || target.closest(".gw-replay") !== root) return;
      const name = target.dataset.gw;
      if (target.dataset.go !== undefined) moveTo(target.dataset.go);
      else if (target.dataset.rule !== undefined) choose(Number(target.dataset.rule));
      else if (name === "play") autoplay(timer === null);
      else if (name === "full") fullScreen(root);
      else if (name in { first: 1, prev: 1, next: 1, last: 1 }) {
        moveTo({ first: 0, prev: step - 1, next: step + 1, last: steps }[name]);
      }
    });
    slider?.addEventListener("input", () => go(slider.value));
    speed?.addEventListener("change", () => timer !== null && autoplay(true));
    menu?.addEventListener("change", () => look(menu.value));
    deals?.addEventListener("change", () => moveTo(deals.value));
    root.addEventListener("keydown", (event) => {
      const modified = event.altKey || event.ctrlKey || event.metaKey;
      if (event.target.closest("input,select,textarea") || modified) return;
      const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
      if (event.key in keys) moveTo(step + keys[event.key]);
      else if (event.key === "Home" || event.key === "End") moveTo(event.key === "Home" ? 0 : steps);
      else if (event.key === " " && !event.target.closest("button")) autoplay(timer === null);
      else if (event.key === "f" || event.key === "F") fullScreen(root);
      else if (rules.length && /^[1-9]$/.test(event.key)) choose(Number(event.key) - 1);
      else return;
      event.preventDefault();
      // The key is the replay's: the page must not act on it too (Material for MkDocs moves
      // the focus to its search box on "f", and the arrows then stopped stepping).
      event.stopPropagation();
    });

    root.classList.add("gw-live");
    show();
    const api = {
      get step() {
        return step;
      },
      get view() {
        return view;
      },
      go,
      look,
      stop: () => autoplay(false),
      listen: (listener) => listeners.push(listener),
    };
    live.set(root, api);
    return api;
  }

  const hydrateAll = (scope = document) => scope.querySelectorAll(".gw-replay").forEach(hydrate);
  const stepper = (globalThis.gupaiStepper = { hydrate, hydrateAll, fullScreen });

  // @widget: the anywidget part (standalone pages leave it out)
  const viewKey = (seat) => (seat === null || seat === undefined ? OPEN : String(seat));

  function render({ model, el }) {
    // ReplayViewer syncs `step` and `seat`; PlayTable has no `step`: Python redraws it.
    const replays = model.get("step") !== undefined;
    // A live table is redrawn after every move: `el` stays, so it is what goes full screen.
    if (!replays) el.classList.add("gw-frame");
    let api = null;
    // The table is drawn anew after every move: a reader playing with the keyboard keeps
    // his place, on the same control if it is still there, else on the first piece or move
    // he may play now, else on the board.
    const FOCUSABLE = ["action", "command", "piece", "gw"];
    const keyOf = (at) => {
      const name = FOCUSABLE.find((n) => at.dataset?.[n] !== undefined);
      return name ? [name, at.dataset[name]] : [];
    };
    // Where the reader was, also when the control he pressed went away or was disabled
    // while the table waited (focus then falls back to the page's body).
    let last = null;
    el.addEventListener("focusin", (event) => (last = keyOf(event.target)));
    const focusedKey = () => {
      const at = document.activeElement;
      if (at && at !== el && el.contains(at)) return keyOf(at);
      return !at || at === document.body ? last : null;
    };
    // Whether a control of the table just drawn shows, read from the markup and from which
    // of the two layouts showed before (read while the page's layout is still clean):
    // measuring the new table would make the browser lay it out at once, mid-task.
    const which = (layout) => (layout.classList.contains("gw-wide") ? "wide" : "narrow");
    const layoutsShown = () =>
      new Set(
        [...el.querySelectorAll("svg.gw-pair > svg")]
          .filter((layout) => layout.getClientRects().length > 0)
          .map(which),
      );
    const refocus = (key, layouts) => {
      if (!key) return;
      const shown = (e) => {
        if (!e || e.disabled || e.closest("[hidden]")) return false;
        const folded = e.closest("details");
        if (folded && !folded.open && !e.closest("summary")) return false;
        const layout = e.closest("svg.gw-pair > svg");
        if (!layout) return true;
        return layouts.size ? layouts.has(which(layout)) : e.getClientRects().length > 0;
      };
      // A table drawn in two layouts holds each piece twice: the one shown is the one.
      const candidates = [
        ...(key.length ? el.querySelectorAll(`[data-${key[0]}="${CSS.escape(key[1])}"]`) : []),
        ...el.querySelectorAll(".gw-board .gw-pick, .gw-choices button[data-action]"),
        el.querySelector('[data-command="new"]'),
      ];
      // One the style sheet hides takes no focus: then the next.
      for (const candidate of candidates.filter(shown)) {
        candidate.focus({ preventScroll: true });
        if (document.activeElement === candidate) return;
      }
    };
    const paint = () => {
      api?.stop();
      const key = focusedKey();
      const layouts = key ? layoutsShown() : null;
      el.innerHTML = model.get("html");
      refocus(key, layouts);
      el.querySelectorAll(".gw-replay").forEach(hydrate);
      if (!replays) markFull(el, el.dataset.full || null);
      const root = el.querySelector(".gw-replay");
      api = replays && root ? hydrate(root) : null;
      if (!api) return;
      api.go(model.get("step"), true);
      api.look(viewKey(model.get("seat")), true);
      api.listen(({ step, view }) => {
        model.set("step", step);
        model.set("seat", view === OPEN ? null : Number(view));
        model.save_changes();
      });
    };
    // A live table: a click sends only the notation of the chosen action (or a command).
    const onClick = (event) => {
      const target = event.target.closest("[data-action],[data-command],[data-piece],[data-gw]");
      if (!target || !el.contains(target) || target.closest(".gw-replay")) return;
      if (target.dataset.gw === "full") return fullScreen(el);
      if (target.dataset.action !== undefined) return model.send({ choose: target.dataset.action });
      if (target.dataset.command !== undefined) return model.send({ command: target.dataset.command });
      // A piece with several moves: pick it (or drop it), and show the buttons of every move
      // that takes all the pieces picked (data-set: its pieces, "|"-separated).
      const table = target.closest(".gw-play");
      if (!table || target.dataset.piece === undefined) return;
      target.classList.toggle("gw-picked");
      const picked = [...table.querySelectorAll(".gw-picked")].map((p) => p.dataset.piece);
      for (const group of table.querySelectorAll(".gw-choices [data-set]")) {
        const left = group.dataset.set.split("|");
        const holds = picked.every((piece) => {
          const at = left.indexOf(piece);
          return at >= 0 && left.splice(at, 1);
        });
        group.hidden = !picked.length || !holds;
      }
    };
    const onKey = (event) => {
      if ((event.key === "Enter" || event.key === " ") && event.target.closest(".gw-pick")) {
        event.preventDefault();
        onClick(event);
      }
    };
    const follow = () => api?.go(model.get("step"), true);
    const turn = () => api?.look(viewKey(model.get("seat")), true);
    paint();
    el.addEventListener("click", onClick);
    el.addEventListener("keydown", onKey);
    model.on("change:html", paint);
    model.on("change:step", follow);
    model.on("change:seat", turn);
    return () => {
      api?.stop();
      model.off("change:html", paint);
      model.off("change:step", follow);
      model.off("change:seat", turn);
    };
  }

  stepper.widget = { render };

  // -- a review -------------------------------------------------------------------------------
  // A review (render/review.py) lists a seat's graded moves above the replay of the game as
  // that seat saw it. Choosing a move (its button, Previous / Next, or an arrow key on the
  // review's own controls) shows its card and steps the replay to the position where it was
  // played; stepping the replay itself onto such a position chooses that move. The listeners
  // sit on the document, so a review drawn later (a live table's, after the game) needs no
  // call; a review is wired when first touched. Only a live table or a widget draws a review:
  // standalone pages leave this part out with the widget's.
  const reviews = new WeakMap();
  function review(root) {
    if (reviews.has(root)) return reviews.get(root);
    const replay = root.querySelector(".gw-replay");
    const api = replay ? hydrate(replay) : null;
    const items = [...root.querySelectorAll(".gw-review-moves [data-frame]")];
    const cards = [...root.querySelectorAll("[data-review-card]")];
    const part = (name) => root.querySelector(`[data-review="${name}"]`);
    let at = Math.max(0, items.findIndex((li) => li.hasAttribute("aria-current")));
    const choose = (n, stepReplay = true) => {
      if (!items.length) return;
      at = Math.min(items.length - 1, Math.max(0, n));
      items.forEach((li, i) => li.toggleAttribute("aria-current", i === at));
      items[at].setAttribute("aria-current", "step");
      cards.forEach((card, i) => (card.hidden = i !== at));
      part("count").textContent = `${at + 1} of ${items.length}`;
      part("prev").disabled = at === 0;
      part("next").disabled = at === items.length - 1;
      if (stepReplay) api?.go(Number(items[at].dataset.frame));
    };
    api?.listen(({ step }) => {
      const found = items.findIndex((li) => Number(li.dataset.frame) === step);
      if (found >= 0 && found !== at) choose(found, false);
    });
    const wired = { choose, get at() { return at; } };
    reviews.set(root, wired);
    return wired;
  }
  if (typeof document !== "undefined" && !globalThis.__gupaiReview) {
    globalThis.__gupaiReview = true;
    // Outside the replay: the replay's own controls and keys step it move by move.
    const reviewOf = (target) => {
      const root = target.closest?.(".gw-review");
      return root && !target.closest(".gw-review .gw-replay") ? root : null;
    };
    document.addEventListener("click", (event) => {
      const button = event.target.closest?.("[data-review]");
      const root = button && reviewOf(button);
      if (!root || button.tagName !== "BUTTON") return;
      const wired = review(root);
      const name = button.dataset.review;
      wired.choose(name === "prev" ? wired.at - 1 : name === "next" ? wired.at + 1 : Number(name));
    });
    document.addEventListener("keydown", (event) => {
      const root = reviewOf(event.target);
      if (!root || event.altKey || event.ctrlKey || event.metaKey) return;
      const wired = review(root);
      const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
      if (event.key in keys) wired.choose(wired.at + keys[event.key]);
      else if (event.key === "Home" || event.key === "End") wired.choose(event.key === "Home" ? 0 : Infinity);
      else return;
      event.preventDefault();
    });
    // The replay stepped first (its slider, its keys) still brings the card along.
    document.addEventListener("focusin", (event) => {
      const root = event.target.closest?.(".gw-review");
      if (root) review(root);
    });
  }
  // @widget end

  if (typeof document !== "undefined") {
    const run = () => hydrateAll(document);
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
    else run();
    globalThis.document$?.subscribe?.(run);
  }
})();
