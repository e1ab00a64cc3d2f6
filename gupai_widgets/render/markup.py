"""Small helpers for writing SVG text: short numbers, escaped text, the outer element."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

SVG_NS = "http://www.w3.org/2000/svg"


# `num` and `use` are pure and asked the same questions again and again: a replay draws every
# frame whole, and a piece that did not move is placed at the same spot in each (a long
# match of Young Hunter places 280,000 cards). Remembered, a replay is drawn in about three
# quarters of the time (Young Hunter's 3.6 s -> 2.6-2.9 s).
@functools.lru_cache(maxsize=4096)
def num(value: float) -> str:
    """A number rounded to one decimal, written short: 3, 0.5 as ".5", -0.5 as "-.5"."""
    text = f"{value:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    if text == "-0":
        return "0"
    return text.replace("0.", ".", 1) if text.lstrip("-").startswith("0.") else text


# `text` and `attr` write what xml.sax.saxutils's `escape` and `quoteattr` do, byte for byte
# (tests/test_render.py compares them): importing that module imports urllib.request,
# http.client and the email package, half a second of the site's Python start in the
# browser (issue 31).


def text(value: str) -> str:
    """Text content escaped for XML: &, < and >."""
    return str(value).replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")


def attr(value: str) -> str:
    """An attribute value escaped and quoted for XML, quotes included: in double quotes, or
    in single ones around a value that holds double quotes and no single one."""
    data = text(value).replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;")
    if '"' not in data:
        return f'"{data}"'
    if "'" not in data:
        return f"'{data}'"
    return '"' + data.replace('"', "&quot;") + '"'


def svg_document(width: float, height: float, view_box: str, title: str, body: str) -> str:
    """A standalone accessible `<svg>`: role="img", an aria-label and a `<title>`."""
    return (
        f'<svg xmlns="{SVG_NS}" width="{num(width)}" height="{num(height)}" '
        f'viewBox="{view_box}" role="img" aria-label={attr(title)}>'
        f"<title>{text(title)}</title>{body}</svg>"
    )


class SharedDefs:
    """Definitions written once and referenced by id: `<symbol>`s placed with `<use>` at a
    size, and `<g>` layers reused inside symbols at their own coordinates.

    Ids must name everything their definition depends on, so equal ids mean equal
    definitions, even across separate drawings on one page.
    """

    def __init__(self) -> None:
        self._defs: dict[str, str] = {}

    def __len__(self) -> int:
        return len(self._defs)

    @property
    def ids(self) -> tuple[str, ...]:
        """Ids defined so far, in the order they were first needed."""
        return tuple(self._defs)

    def symbol(self, def_id: str, width: float, height: float, body: Callable[[], str]) -> str:
        """Define a `<symbol>` (once; `body` is called only the first time); return its id."""
        if def_id not in self._defs:
            inner = body()
            self._defs[def_id] = (
                f'<symbol id="{def_id}" viewBox="0 0 {num(width)} {num(height)}">{inner}</symbol>'
            )
        return def_id

    def layer(self, def_id: str, body: Callable[[], str], attributes: str = "") -> str:
        """Define a `<g>` layer (once) and return a `<use>` of it, drawn where it was drawn."""
        if def_id not in self._defs:
            inner = body()
            space = " " if attributes else ""
            self._defs[def_id] = f'<g id="{def_id}"{space}{attributes}>{inner}</g>'
        return f'<use href="#{def_id}"/>'

    def element(self, def_id: str, body: Callable[[], str], placed: str = "") -> str:
        """Define one element (`body` returns it) under an id, once, and return a `<use>` of
        it, with the attributes `placed` (' y="46"', a transform) that move it: a layer
        without the `<g>` round it."""
        if def_id not in self._defs:
            element = body()
            match = re.match(r"<([a-zA-Z][\w:-]*)(.*)", element, re.S)
            if match is None:
                raise ValueError(f"{def_id}: the body is no element: {element[:40]!r}")
            head, rest = match.groups()
            self._defs[def_id] = f'<{head} id="{def_id}"{rest}'
        return f'<use href="#{def_id}"{placed}/>'

    def defs(self) -> str:
        """Everything defined so far, once, as a `<defs>` element ("" when nothing is)."""
        if not self._defs:
            return ""
        return "<defs>" + "".join(self._defs.values()) + "</defs>"


@functools.lru_cache(maxsize=4096)
def use(
    def_id: str,
    x: float,
    y: float,
    width: float,
    height: float,
    title: str = "",
    extra: str = "",
) -> str:
    """A `<use>` of a symbol at (x, y) and a size; a `title` shows on hover."""
    parts = [f'<use href="#{def_id}"']
    if x:
        parts.append(f' x="{num(x)}"')
    if y:
        parts.append(f' y="{num(y)}"')
    parts.append(f' width="{num(width)}" height="{num(height)}"{extra}')
    head = "".join(parts)
    return f"{head}><title>{text(title)}</title></use>" if title else f"{head}/>"
