/* Exercises on a game's page (docs/hooks/exercises.py) and in its lesson
   (docs/hooks/lessons.py): the reader clicks pieces or chooses an answer, and Check compares
   it with the exercise's data-answer. A wrong answer is told what is wrong with each wrong
   choice (data-why-not) and to try again; Hint shows data-hint; a right answer, or Show
   answer, shows the answer and the engine's explanation from the page's answers section.
   No Python and no request to another host: a classic script, so it also runs on a page
   opened from disk (file://). On the site the boards' pieces come a little later, from a
   script of the page's own. */
(() => {
  "use strict";

  const PICKED = "gw-picked";

  // What the reader has answered: the notations of the pieces picked (each once), or the
  // key of the option chosen.
  function given(exercise) {
    if (exercise.dataset.mode === "pieces") {
      const picked = exercise.querySelectorAll(`.gw-pick.${PICKED}`);
      return [...new Set([...picked].map((p) => p.dataset.piece))];
    }
    const chosen = exercise.querySelector('.gw-ex-option[aria-pressed="true"]');
    return chosen ? [chosen.dataset.option] : [];
  }

  // A board drawn in two layouts (render/table.py `board_svg`: the wide one, the narrow one
  // for a phone) holds each piece twice, and only the layout shown can be clicked. A piece
  // picked is picked in both, so the reader sees it picked whichever layout shows; equal
  // pieces are told apart by their order in the layout.
  function copies(pick) {
    const layout = pick.closest("svg.gw-wide, svg.gw-narrow");
    if (!layout) return [pick];
    const same = (within) =>
      [...within.querySelectorAll(`.gw-pick[data-piece="${CSS.escape(pick.dataset.piece)}"]`)];
    const index = same(layout).indexOf(pick);
    return [...layout.parentNode.children].map((each) => same(each)[index]).filter(Boolean);
  }

  function sameSet(a, b) {
    return a.length === b.length && a.every((x) => b.includes(x));
  }

  function say(exercise, right, lines) {
    const box = exercise.querySelector(".gw-ex-feedback");
    box.replaceChildren();
    box.classList.toggle("gw-ex-right", right === true);
    box.classList.toggle("gw-ex-wrong", right === false);
    for (const line of lines) {
      const p = document.createElement("p");
      p.textContent = line;
      box.append(p);
    }
    return box;
  }

  // The answer's entry in the answers section: the answer and the engine's sentences.
  function showAnswer(exercise, right) {
    const answer = JSON.parse(exercise.dataset.answer);
    const mine = given(exercise);
    const box = say(exercise, right, right ? ["Right."] : []);
    const entry = document.getElementById(`${exercise.id}-answer`);
    if (entry) {
      for (const part of entry.children) box.append(part.cloneNode(true));
    }
    // Each right choice ringed, and each wrong one the reader chose.
    for (const el of exercise.querySelectorAll(".gw-pick, .gw-ex-option")) {
      const key = el.dataset.piece ?? el.dataset.option;
      el.classList.toggle("gw-ex-ok", answer.includes(key));
      el.classList.toggle("gw-ex-bad", !answer.includes(key) && mine.includes(key));
    }
    exercise.classList.add("gw-ex-done");
    exercise.querySelector("[data-retry]").hidden = false;
    exercise.querySelector("[data-reveal]").hidden = true;
    const hint = exercise.querySelector("[data-hint]");
    if (hint) hint.hidden = true;
    told(exercise, right);
  }

  // A lesson (javascripts/lessons.js) counts a step done when its exercise is answered right.
  function told(exercise, right) {
    exercise.dispatchEvent(new CustomEvent("gw-answered", { bubbles: true, detail: { right } }));
  }

  // A wrong answer: what is wrong with each wrong choice, in the engine's words, and "Try
  // again"; the answer itself stays hidden until asked for.
  function wrong(exercise, answer, mine) {
    const why = JSON.parse(exercise.dataset.whyNot || "{}");
    const missed = mine.filter((key) => !answer.includes(key));
    const lines = ["Not quite."];
    for (const key of missed) lines.push(why[key] || `You chose ${key}.`);
    if (!missed.length) lines.push("Every piece you picked is right, but some right ones are not picked.");
    lines.push("Try again.");
    for (const el of exercise.querySelectorAll(".gw-pick, .gw-ex-option")) {
      el.classList.toggle("gw-ex-bad", missed.includes(el.dataset.piece ?? el.dataset.option));
    }
    say(exercise, false, lines);
    exercise.querySelector("[data-retry]").hidden = false;
    told(exercise, false);
  }

  function check(exercise) {
    const answer = JSON.parse(exercise.dataset.answer);
    const mine = given(exercise);
    if (!mine.length) {
      const what = exercise.dataset.mode === "pieces" ? "Click a piece" : "Choose an answer";
      say(exercise, null, [`${what} first.`]);
      return;
    }
    if (sameSet(mine, answer)) showAnswer(exercise, true);
    else wrong(exercise, answer, mine);
  }

  // The hint, under what the feedback already says (a wrong answer's reasons stay in view).
  function hint(exercise, button) {
    const box = exercise.querySelector(".gw-ex-feedback");
    if (box.querySelector(".gw-ex-hint")) return;
    const p = document.createElement("p");
    p.className = "gw-ex-hint";
    const label = document.createElement("strong");
    label.textContent = "Hint: ";
    p.append(label, button.dataset.hint);
    box.append(p);
  }

  function retry(exercise) {
    for (const el of exercise.querySelectorAll(".gw-pick, .gw-ex-option")) {
      el.classList.remove(PICKED, "gw-ex-ok", "gw-ex-bad");
      el.setAttribute("aria-pressed", "false");
    }
    say(exercise, null, []);
    exercise.classList.remove("gw-ex-done");
    exercise.querySelector("[data-retry]").hidden = true;
    for (const el of exercise.querySelectorAll("[data-reveal], [data-hint]")) el.hidden = false;
  }

  // -- the boards, loaded later ----------------------------------------------------------
  // On the site a board keeps inline its frame and its words (the drawing's label); the
  // pieces of its layouts, and the piece definitions, are in the script its section's
  // `data-boards` names (docs/hooks/exercises.py), one per page: loaded with stepper.js's
  // `gupaiLoadScript` as the exercises near the window or take the focus, or before the
  // worksheet prints. Until then each layout says it is loading; a failed load says so, with
  // a button to try again.
  const RELOAD = "gw-ex-reload"; // under a board that did not load: a button to try again
  function loadBoards(src) {
    waiting(src, "Loading the position…");
    return globalThis.gupaiLoadScript(src, "gupaiBoards").then(
      (payload) => fillBoards(src, payload),
      () => notLoaded(src),
    );
  }

  const emptied = (src) => document.querySelectorAll(`[data-boards="${CSS.escape(src)}"]`);

  function fillBoards(src, { boards, sprite }) {
    const sections = emptied(src);
    if (!sections.length) return; // filled by an earlier call
    const definitions = document.createElement("template");
    definitions.innerHTML = sprite;
    globalThis.gupaiDefineOnce(definitions.content); // stepper.js
    sections[0].prepend(definitions.content);
    for (const section of sections) {
      for (const board of section.querySelectorAll(".gw-ex-board[data-board]")) {
        const layouts = board.querySelectorAll("svg.gw-wide, svg.gw-narrow");
        boards[Number(board.dataset.board)].forEach((markup, i) => (layouts[i].innerHTML = markup));
        // Pieces to pick make the drawing a group of controls (render/table.py `svg_open`).
        if (board.querySelector(".gw-pick")) board.querySelector("svg.gw-table").setAttribute("role", "group");
        board.removeAttribute("data-board");
        board.removeAttribute("aria-busy");
      }
      for (const again of section.querySelectorAll(`.${RELOAD}`)) again.remove();
      section.removeAttribute("data-boards");
    }
    markPicks();
  }

  // What each board still waiting says, in its layouts.
  function waiting(src, words) {
    const boards = [...emptied(src)].flatMap((s) => [...s.querySelectorAll(".gw-ex-board[data-board]")]);
    for (const text of boards.flatMap((board) => [...board.querySelectorAll("svg > text")])) {
      text.textContent = words;
    }
    return boards;
  }

  function notLoaded(src) {
    for (const board of waiting(src, "The position did not load.")) {
      if (board.nextElementSibling?.classList.contains(RELOAD)) continue;
      const again = document.createElement("p");
      again.className = RELOAD;
      again.innerHTML = '<button type="button" class="gw-ex-more">Load the position again</button>';
      again.firstChild.dataset.load = src;
      board.after(again);
    }
  }

  function loadWhenNear(section) {
    const load = () => section.dataset.boards && loadBoards(section.dataset.boards);
    section.addEventListener("focusin", load, { once: true });
    if (typeof IntersectionObserver !== "function") return load();
    // Half a window ahead, so that a reader scrolling down finds the pieces there.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        load();
      },
      { rootMargin: "50% 0px" },
    );
    near.observe(section);
  }

  // "Print exercises": the document is marked while it prints, so that the print style
  // sheet (stylesheets/exercises.css) prints the worksheet alone, not the page's rules; its
  // boards are loaded first (a board that cannot load prints saying so).
  const WORKSHEET = "gw-print-worksheet";
  function printWorksheet() {
    document.documentElement.classList.add(WORKSHEET);
    const sources = new Set([...document.querySelectorAll("[data-boards]")].map((s) => s.dataset.boards));
    Promise.all([...sources].map(loadBoards)).then(() => window.print());
  }
  // After the print dialog closes, Ctrl+P prints the page again.
  window.addEventListener("afterprint", () => document.documentElement.classList.remove(WORKSHEET));

  function onClick(event) {
    if (event.target.closest?.(".gw-exercises [data-print]")) return printWorksheet();
    const again = event.target.closest?.(".gw-exercise [data-load]");
    if (again) return loadBoards(again.dataset.load);
    const exercise = event.target.closest(".gw-exercise");
    if (!exercise) return;
    const target = event.target.closest(
      ".gw-pick, .gw-ex-option, [data-check], [data-retry], [data-hint], [data-reveal]",
    );
    if (!target || !exercise.contains(target)) return;
    if (target.matches("[data-check]")) return check(exercise);
    if (target.matches("[data-retry]")) return retry(exercise);
    if (target.matches("[data-hint]")) return hint(exercise, target);
    if (target.matches("[data-reveal]")) return showAnswer(exercise, null);
    if (exercise.classList.contains("gw-ex-done")) return; // answered: Try again first
    // A choice changed after a wrong answer: its marks no longer say anything.
    for (const el of exercise.querySelectorAll(".gw-ex-bad")) el.classList.remove("gw-ex-bad");
    if (target.matches(".gw-pick")) {
      const on = !target.classList.contains(PICKED);
      for (const copy of copies(target)) {
        copy.classList.toggle(PICKED, on);
        copy.setAttribute("aria-pressed", String(on));
      }
    } else {
      for (const option of exercise.querySelectorAll(".gw-ex-option")) {
        option.setAttribute("aria-pressed", String(option === target));
      }
    }
  }

  // A piece is a focusable SVG group, not a button: Enter and Space pick it too.
  function onKey(event) {
    if ((event.key === "Enter" || event.key === " ") && event.target.closest?.(".gw-exercise .gw-pick")) {
      event.preventDefault();
      onClick(event);
    }
  }

  // A table wider than the column scrolls sideways in Material's wrapper: a reader with
  // only a keyboard reaches it with Tab (then scrolls it with the arrow keys), and a screen
  // reader hears what it is. Only wrappers that do scroll get a stop, again when the page
  // is resized.
  function reachScrolling() {
    for (const wrap of document.querySelectorAll(".md-typeset__scrollwrap")) {
      const scrolls = wrap.scrollWidth > wrap.clientWidth;
      if (scrolls && !wrap.hasAttribute("tabindex")) {
        const caption = wrap.querySelector("caption")?.textContent.trim();
        wrap.setAttribute("tabindex", "0");
        wrap.setAttribute("role", "region");
        wrap.setAttribute("aria-label", caption ? `${caption} (table)` : "Table");
      } else if (!scrolls && wrap.getAttribute("role") === "region") {
        for (const name of ["tabindex", "role", "aria-label"]) wrap.removeAttribute(name);
      }
    }
  }

  // A piece on an exercise's board is a toggle: it says whether it is picked.
  function markPicks() {
    for (const pick of document.querySelectorAll(".gw-exercise .gw-pick:not([aria-pressed])")) {
      pick.setAttribute("aria-pressed", "false");
    }
  }

  const ready = () => {
    reachScrolling();
    markPicks();
    document.querySelectorAll("[data-boards]").forEach(loadWhenNear);
  };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", ready);
  } else {
    ready();
  }
  // Material wraps the tables from its own script: look again once it has.
  window.addEventListener("load", reachScrolling);
  globalThis.document$?.subscribe?.(() => setTimeout(reachScrolling));
  let resized = null;
  window.addEventListener("resize", () => {
    clearTimeout(resized);
    resized = setTimeout(reachScrolling, 200);
  });
  document.addEventListener("click", onClick);
  // A lesson's "Start again" (javascripts/lessons.js) asks each exercise to start afresh.
  document.addEventListener("gw-reset", (event) => {
    if (event.target.matches?.(".gw-exercise")) retry(event.target);
  });
  document.addEventListener("keydown", onKey);
})();
