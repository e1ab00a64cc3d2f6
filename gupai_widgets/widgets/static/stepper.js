// gupai_widgets stepper: steps through replay frames that Python drew. It only shows and
// hides pre-rendered parts (render/replay.py explains the markup); it draws nothing.
//
// One module, used three ways: the anywidget module of ReplayViewer and PlayTable (the
// default export), a module script of the static site, and inlined in standalone pages.
// On a page it brings every `.gw-replay` to life once, and again after each page change
// of Material's instant navigation (its `document$` observable).

const live = (globalThis.__gupaiStepper ??= new WeakMap());
const OPEN = "o";
const inView = (el, view) => !el.dataset.v || el.dataset.v.split(" ").includes(view);

export function hydrate(root) {
  if (live.has(root)) return live.get(root);
  const steps = Number(root.dataset.steps) || 0;
  const part = (name) => root.querySelector(`[data-gw="${name}"]`);
  const board = root.querySelector(".gw-board");
  const layers = [...board.querySelectorAll("svg[data-step]")];
  const mortal = [...board.querySelectorAll("[data-e],[data-v]")];
  const captions = [...root.querySelectorAll(".gw-captions li")];
  const chapters = [...root.querySelectorAll("[data-go]")];
  const [slider, count, play, speed, menu] = ["slider", "count", "play", "speed", "view"].map(part);
  const listeners = [];
  const clamp = (n) => Math.min(steps, Math.max(0, Math.round(Number(n) || 0)));
  let step = clamp(root.dataset.step);
  let view = root.dataset.view || OPEN;
  let timer = null;

  const show = () => {
    const at = (on) => (on ? "inline" : "none");
    for (const el of layers) el.setAttribute("display", at(Number(el.dataset.step) <= step));
    for (const el of mortal) {
      el.setAttribute("display", at(!(Number(el.dataset.e) <= step) && inView(el, view)));
    }
    for (const li of captions) li.hidden = Number(li.dataset.step) !== step || !inView(li, view);
    let chapter = null;
    for (const button of chapters) {
      button.removeAttribute("aria-current");
      if (Number(button.dataset.go) <= step) chapter = button;
    }
    chapter?.setAttribute("aria-current", "step");
    if (slider) slider.value = String(step);
    if (count) count.textContent = `${step} / ${steps}`;
    if (menu) menu.value = view;
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

  root.addEventListener("click", (event) => {
    const target = event.target.closest("[data-gw],[data-go]");
    if (!target || !root.contains(target)) return;
    const name = target.dataset.gw;
    if (target.dataset.go !== undefined) moveTo(target.dataset.go);
    else if (name === "play") autoplay(timer === null);
    else if (name in { first: 1, prev: 1, next: 1, last: 1 }) {
      moveTo({ first: 0, prev: step - 1, next: step + 1, last: steps }[name]);
    }
  });
  slider?.addEventListener("input", () => go(slider.value));
  speed?.addEventListener("change", () => timer !== null && autoplay(true));
  menu?.addEventListener("change", () => look(menu.value));
  root.addEventListener("keydown", (event) => {
    if (event.target.closest("input,select,textarea") || event.altKey || event.ctrlKey) return;
    const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (event.key in keys) moveTo(step + keys[event.key]);
    else if (event.key === "Home" || event.key === "End") moveTo(event.key === "Home" ? 0 : steps);
    else if (event.key === " " && !event.target.closest("button")) autoplay(timer === null);
    else return;
    event.preventDefault();
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

export const hydrateAll = (scope = document) => scope.querySelectorAll(".gw-replay").forEach(hydrate);

// @widget: the anywidget part (standalone pages leave it out)
const viewKey = (seat) => (seat === null || seat === undefined ? OPEN : String(seat));

function render({ model, el }) {
  // ReplayViewer syncs `step` and `seat`; PlayTable has no `step`: Python redraws it.
  const replays = model.get("step") !== undefined;
  let api = null;
  const paint = () => {
    api?.stop();
    el.innerHTML = model.get("html");
    el.querySelectorAll(".gw-replay").forEach(hydrate);
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
    const target = event.target.closest("[data-action],[data-command],[data-piece]");
    if (!target || !el.contains(target)) return;
    if (target.dataset.action !== undefined) return model.send({ choose: target.dataset.action });
    if (target.dataset.command !== undefined) return model.send({ command: target.dataset.command });
    // A piece with several moves: pick it (or drop it), and show the buttons of every move
    // that takes all the pieces picked (data-set: its pieces, "|"-separated).
    const table = target.closest(".gw-play");
    if (!table) return;
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

export default { render };
// @widget end

if (typeof document !== "undefined") {
  const run = () => hydrateAll(document);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
  globalThis.document$?.subscribe?.(run);
}
