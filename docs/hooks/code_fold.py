"""MkDocs hook: on notebook pages the Python is folded away, the rules and drawings shown.

Most readers of the site are not programmers: the imports and plotting code of a notebook
would come before its first rule. On the site (the notebooks themselves are unchanged) each
code cell's input is folded behind a small "Show the Python" button, and one button under
the page's title shows or hides all of it; every output (drawings, tables, printed text)
stays in view, and a cell with no output keeps its button.

- The buttons are written here, into the built page (real `<button>`s, `aria-expanded`,
  `aria-controls` naming the code they fold), after the search plugin has read the page:
  the index holds the rules' text and not twenty "Show the Python".
- A small script in the page's `<head>` marks the document before it is drawn
  (`gw-py-js`, and `gw-py-shown` when the reader chose to see all the Python), so the code
  never flashes open; javascripts/code_fold.js makes the buttons work and remembers the
  reader's choice (localStorage, which also works on a page opened from disk; without it the
  buttons still work for the visit). Without JavaScript the code shows, and the buttons,
  which could do nothing, do not (stylesheets/reading.css).
"""

from __future__ import annotations

import re

WRAPPER = '<div class="jupyter-wrapper">'
# The cell element that holds the input directly (mkdocs-jupyter wraps each cell in a second
# element of the same classes, without id, which this does not match).
CODE_CELL = re.compile(
    r'<div class="(jp-Cell jp-CodeCell jp-Notebook-cell[^"]*)"( id="([^"]*)")?>(\s*)'
    r'<div class="jp-Cell-inputWrapper"'
)
SAFE_ID = re.compile(r"[^A-Za-z0-9_-]")
TITLE_END = "</h1>"
# Runs before the page is drawn; reads the same storage key as code_fold.js.
HEAD_SCRIPT = (
    "<script>(function(){var d=document.documentElement;d.classList.add('gw-py-js');"
    "try{var s=JSON.parse(localStorage.getItem('gupai.python')||'{}');"
    "if(s&&s.all)d.classList.add('gw-py-shown')}catch(e){}})()</script>\n"
)


def toggle(target: str) -> str:
    return (
        f'<button type="button" class="gw-py-toggle" aria-expanded="false" '
        f'aria-controls="{target}">Show the Python</button>'
    )


def fold_code(notebook: str) -> tuple[str, list[str]]:
    """Each code cell of the notebook's markup with its button; the ids of the inputs."""
    targets: list[str] = []

    def fold(match: re.Match[str]) -> str:
        classes, cell_id, space = match.group(1), match.group(3), match.group(4)
        name = SAFE_ID.sub("", cell_id.removeprefix("cell-id=")) if cell_id else ""
        target = f"py-{name or len(targets) + 1}"
        while target in targets:  # a copied cell can repeat an id
            target += "-"
        targets.append(target)
        attributes = f' id="{cell_id}"' if cell_id is not None else ""
        return (
            f'<div class="{classes} gw-py"{attributes}>{space}{toggle(target)}'
            f'<div class="jp-Cell-inputWrapper" id="{target}"'
        )

    return CODE_CELL.sub(fold, notebook), targets


def on_post_page(output: str, page, config) -> str:
    if not page.file.src_uri.endswith(".ipynb") or WRAPPER not in output:
        return output
    head, notebook = output.split(WRAPPER, 1)
    notebook, targets = fold_code(notebook)
    if not targets:
        return output
    bar = (
        '<p class="gw-py-bar"><button type="button" class="gw-py-all" aria-expanded="false" '
        f'aria-controls="{" ".join(targets)}">Show all the Python</button></p>'
    )
    end = notebook.find(TITLE_END)
    at = end + len(TITLE_END) if end >= 0 else 0
    notebook = notebook[:at] + bar + notebook[at:]
    head = head.replace("</head>", HEAD_SCRIPT + "</head>", 1)
    return head + WRAPPER + notebook
