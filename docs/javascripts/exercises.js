/* Exercises on a game's page (docs/hooks/exercises.py): the reader clicks pieces or
   chooses an answer, Check compares it with the exercise's data-answer and shows the answer
   and the engine's explanation from the page's answers section. No Python and no request:
   a classic script, so it also runs on a page opened from disk (file://). */
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

  function check(exercise) {
    const answer = JSON.parse(exercise.dataset.answer);
    const mine = given(exercise);
    if (!mine.length) {
      const what = exercise.dataset.mode === "pieces" ? "Click a piece" : "Choose an answer";
      say(exercise, null, [`${what} first.`]);
      return;
    }
    const right = sameSet(mine, answer);
    const lines = [right ? "Right." : "Not quite."];
    if (exercise.dataset.mode === "pieces") {
      if (!right) lines.push(`You picked ${mine.join(", ")}.`);
      // Mark each piece: right ones, and the ones picked wrongly.
      for (const pick of exercise.querySelectorAll(".gw-pick")) {
        const piece = pick.dataset.piece;
        pick.classList.toggle("gw-ex-ok", answer.includes(piece));
        pick.classList.toggle("gw-ex-bad", !answer.includes(piece) && mine.includes(piece));
      }
    } else {
      for (const option of exercise.querySelectorAll(".gw-ex-option")) {
        option.classList.toggle("gw-ex-ok", answer.includes(option.dataset.option));
        option.classList.toggle(
          "gw-ex-bad",
          option.getAttribute("aria-pressed") === "true" && !answer.includes(option.dataset.option),
        );
      }
    }
    const box = say(exercise, right, lines);
    // The answer and its explanation, as the answers section words them.
    const entry = document.getElementById(`${exercise.id}-answer`);
    if (entry) {
      for (const part of entry.children) box.append(part.cloneNode(true));
    }
    exercise.classList.add("gw-ex-done");
    exercise.querySelector("[data-retry]").hidden = false;
  }

  function retry(exercise) {
    for (const el of exercise.querySelectorAll(".gw-pick, .gw-ex-option")) {
      el.classList.remove(PICKED, "gw-ex-ok", "gw-ex-bad");
      if (el.matches(".gw-ex-option")) el.setAttribute("aria-pressed", "false");
      if (el.matches(".gw-pick")) el.setAttribute("aria-pressed", "false");
    }
    say(exercise, null, []);
    exercise.classList.remove("gw-ex-done");
    exercise.querySelector("[data-retry]").hidden = true;
  }

  // "Print exercises": the document is marked while it prints, so that the print style
  // sheet (stylesheets/exercises.css) prints the worksheet alone, not the page's rules.
  const WORKSHEET = "gw-print-worksheet";
  function printWorksheet() {
    document.documentElement.classList.add(WORKSHEET);
    window.print();
  }
  // After the print dialog closes, Ctrl+P prints the page again.
  window.addEventListener("afterprint", () => document.documentElement.classList.remove(WORKSHEET));

  function onClick(event) {
    if (event.target.closest?.(".gw-exercises [data-print]")) return printWorksheet();
    const exercise = event.target.closest(".gw-exercise");
    if (!exercise) return;
    const target = event.target.closest(".gw-pick, .gw-ex-option, [data-check], [data-retry]");
    if (!target || !exercise.contains(target)) return;
    if (target.matches("[data-check]")) return check(exercise);
    if (target.matches("[data-retry]")) return retry(exercise);
    if (exercise.classList.contains("gw-ex-done")) return; // checked: Try again first
    if (target.matches(".gw-pick")) {
      const on = target.classList.toggle(PICKED);
      target.setAttribute("aria-pressed", String(on));
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

  // On a narrow screen a board scrolls sideways: start it at the middle, where the hand of
  // the seat to move is drawn.
  function centreBoards() {
    for (const board of document.querySelectorAll(".gw-ex-board")) {
      board.scrollLeft = (board.scrollWidth - board.clientWidth) / 2;
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
    centreBoards();
    reachScrolling();
    markPicks();
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
  document.addEventListener("keydown", onKey);
})();
