/* A game's lesson page (docs/hooks/lessons.py): one step shown at a time, the list of steps
   saying which are done, and the reader's progress kept in the browser (localStorage, per
   game: the steps done and the step open), so it is there after a reload, opened from disk
   too. Where the browser refuses storage, progress lives as long as the page. Answers are
   checked by javascripts/exercises.js, which tells this script when one is right. A classic
   script, no Python and no request. */
(() => {
  "use strict";

  // Storage may be refused (a private window, a policy, some browsers on file://): reading
  // `localStorage` itself can throw. Then there is none, and progress is the page's alone.
  function storage() {
    try {
      const store = window.localStorage;
      store.setItem("gupai.probe", "1");
      store.removeItem("gupai.probe");
      return store;
    } catch {
      return null;
    }
  }

  function read(store, key) {
    try {
      const saved = JSON.parse(store?.getItem(key) ?? "{}");
      return {
        done: Array.isArray(saved.done) ? saved.done.filter(Number.isInteger) : [],
        at: Number.isInteger(saved.at) ? saved.at : 0,
      };
    } catch {
      return { done: [], at: 0 };
    }
  }

  function start(lesson) {
    const store = storage();
    const key = `gupai.lesson.${lesson.dataset.game}`;
    const steps = [...lesson.querySelectorAll(".gw-lesson-step")];
    const links = [...lesson.querySelectorAll(".gw-lesson-contents [data-goto]")];
    const status = lesson.querySelector(".gw-lesson-progress");
    const reset = lesson.querySelector(".gw-lesson-reset");
    const progress = read(store, key);
    const done = new Set(progress.done.filter((n) => n >= 1 && n <= steps.length));

    function save() {
      try {
        store?.setItem(key, JSON.stringify({ done: [...done].sort((a, b) => a - b), at: progress.at }));
      } catch {
        // Full or refused since: progress stays the page's.
      }
    }

    function mark() {
      links.forEach((link, i) => {
        const finished = done.has(i + 1);
        link.classList.toggle("gw-lesson-done", finished);
        let state = link.querySelector(".gw-lesson-state");
        if (!state) {
          state = document.createElement("span");
          state.className = "gw-lesson-state";
          link.append(state);
        }
        state.textContent = finished ? " (done)" : "";
      });
      status.textContent = `${done.size} of ${steps.length} steps done.`;
      reset.hidden = done.size === 0;
    }

    function show(n, focus) {
      const at = Math.min(Math.max(n, 1), steps.length);
      steps.forEach((step, i) => {
        step.hidden = i !== at - 1;
      });
      links.forEach((link, i) => {
        if (i === at - 1) link.setAttribute("aria-current", "step");
        else link.removeAttribute("aria-current");
      });
      const step = steps[at - 1];
      if (focus) {
        step.querySelector(".gw-lesson-idea").focus({ preventScroll: true });
        step.scrollIntoView({ block: "start" });
      }
      progress.at = at;
      save();
    }

    lesson.addEventListener("click", (event) => {
      const go = event.target.closest("[data-goto]");
      if (go) {
        event.preventDefault();
        show(Number(go.dataset.goto), true);
      } else if (event.target.closest("[data-restart]")) {
        done.clear();
        for (const exercise of lesson.querySelectorAll(".gw-exercise")) {
          exercise.dispatchEvent(new CustomEvent("gw-reset", { bubbles: true }));
        }
        mark();
        show(1, true);
      }
    });

    lesson.addEventListener("gw-answered", (event) => {
      if (event.detail.right !== true) return;
      const step = event.target.closest(".gw-lesson-step");
      done.add(Number(step.dataset.step));
      mark();
      save();
    });

    mark();
    const first = steps.findIndex((_, i) => !done.has(i + 1)) + 1;
    show(progress.at || first || 1, false);
  }

  const ready = () => document.querySelectorAll(".gw-lesson").forEach(start);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", ready);
  } else {
    ready();
  }
})();
