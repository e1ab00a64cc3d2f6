// gupai_widgets Lesson widget: shows the step Python drew, and sends back what the learner
// did. Python checks every answer and redraws; this script only keeps what was clicked on
// the page (`chosen`, synced) and sends the buttons' commands. The keyboard does what the
// mouse does: a piece is a button (Tab to it, Enter or Space).
function render({ model, el }) {
  const mark = () => {
    const chosen = new Set(model.get("chosen"));
    for (const piece of el.querySelectorAll(".gw-pick")) {
      const on = chosen.has(piece.dataset.piece);
      piece.classList.toggle("gw-picked", on);
      piece.setAttribute("aria-pressed", String(on));
    }
    for (const button of el.querySelectorAll("[data-option]")) {
      button.setAttribute("aria-pressed", String(chosen.has(button.dataset.option)));
    }
  };
  // Redrawn after every command: the reader keeps his place on the same control, or
  // comes to the feedback when the control he pressed is gone.
  const paint = () => {
    const at = document.activeElement;
    const key = at && el.contains(at) ? ["command", "option", "piece"].find((n) => at.dataset[n] !== undefined) : null;
    const value = key ? at.dataset[key] : null;
    el.innerHTML = model.get("html");
    mark();
    if (key) {
      const again = el.querySelector(`[data-${key}="${CSS.escape(value)}"]`);
      (again ?? el.querySelector("[data-command]"))?.focus({ preventScroll: true });
    }
  };
  const onClick = (event) => {
    const target = event.target.closest("[data-command],[data-option],[data-piece]");
    if (!target || !el.contains(target)) return;
    if (target.dataset.command !== undefined) return model.send({ command: target.dataset.command });
    const chosen = model.get("chosen");
    let next;
    if (target.dataset.option !== undefined) next = [target.dataset.option];
    else {
      const piece = target.dataset.piece;
      next = chosen.includes(piece) ? chosen.filter((p) => p !== piece) : [...chosen, piece];
    }
    model.set("chosen", next);
    model.save_changes();
    mark();
  };
  const onKey = (event) => {
    if ((event.key === "Enter" || event.key === " ") && event.target.closest(".gw-pick")) {
      event.preventDefault();
      onClick(event);
    }
  };
  paint();
  el.addEventListener("click", onClick);
  el.addEventListener("keydown", onKey);
  model.on("change:html", paint);
  model.on("change:chosen", mark);
  return () => {
    model.off("change:html", paint);
    model.off("change:chosen", mark);
  };
}

export default { render };
