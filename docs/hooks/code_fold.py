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
  buttons still work for the visit). Without JavaScript the buttons, which could do
  nothing, do not show (stylesheets/reading.css).
- **The code is not in the page** (issue 31: it was 26–76 KB of a game page): each cell's
  code goes to one file per page, `assets/code/<hash>.js`, a classic script that registers
  it in `globalThis.gupaiCode` (replay_frames.register_script), which the page's bar names
  in `data-code`. code_fold.js loads it when a button first shows some code; the `<head>`
  script loads it before the page is drawn when the reader's choice already shows some, so
  nothing flashes. In its place a cell says, for a reader without JavaScript, where the
  code is (the site does not publish the notebook files, so it names the notebook).
"""

from __future__ import annotations

import re
from html import escape

from mkdocs.utils import get_relative_url
from replay_frames import register_script
from site_weight import element_end, write_out

WRAPPER = '<div class="jupyter-wrapper">'
# The cell element that holds the input directly (mkdocs-jupyter wraps each cell in a second
# element of the same classes, without id, which this does not match).
CODE_CELL = re.compile(
    r'<div class="(jp-Cell jp-CodeCell jp-Notebook-cell[^"]*)"( id="([^"]*)")?>(\s*)'
    r'(?=<div class="jp-Cell-inputWrapper")'
)
SAFE_ID = re.compile(r"[^A-Za-z0-9_-]")
# A code block scrolls sideways where its lines are long: focusable, the keyboard scrolls it.
CODE_BLOCK = re.compile(r'(<div class="highlight-ipynb[^"]*")')
TITLE_END = "</h1>"
FOLDER = "assets/code"
# Runs before the page is drawn; reads the same storage key as code_fold.js. Where the
# reader's choice shows some of the page's code, its file loads here, before the body is
# parsed (document.write: a script added any other way may run after the first paint).
HEAD_SCRIPT = (
    "<script>(function(){{var d=document.documentElement;d.classList.add('gw-py-js');"
    "try{{var s=JSON.parse(localStorage.getItem('gupai.python')||'{{}}')||{{}},"
    "p=s.pages&&s.pages[location.pathname]||{{}};if(s.all)d.classList.add('gw-py-shown');"
    "if(s.all||Object.values(p).indexOf(true)>=0)"
    "document.write('<script src=\"{src}\"><\\/script>')}}catch(e){{}}}})()</script>\n"
)

# Path in the site -> script, for the build under way.
scripts: dict[str, bytes] = {}


def toggle(target: str) -> str:
    return (
        f'<button type="button" class="gw-py-toggle" aria-expanded="false" '
        f'aria-controls="{target}">Show the Python</button>'
    )


def fold_code(notebook: str, note: str) -> tuple[str, dict[str, str]]:
    """Each code cell of the notebook's markup with its button and `note` in place of its
    code; the code of each cell, by the id of its input."""
    code: dict[str, str] = {}
    kept, at = [], 0
    for match in CODE_CELL.finditer(notebook):
        classes, cell_id, space = match.group(1), match.group(3), match.group(4)
        name = SAFE_ID.sub("", cell_id.removeprefix("cell-id=")) if cell_id else ""
        target = f"py-{name or len(code) + 1}"
        while target in code:  # a copied cell can repeat an id
            target += "-"
        opened = notebook.index(">", match.end()) + 1
        end = element_end(notebook, match.end(), "div")
        code[target] = CODE_BLOCK.sub(r'\1 tabindex="0"', notebook[opened : end - len("</div>")])
        attributes = f' id="{cell_id}"' if cell_id is not None else ""
        # The input keeps its own attributes (tabindex) after the id it is named by.
        rest = notebook[match.end() + len('<div class="jp-Cell-inputWrapper"') : opened]
        kept.append(notebook[at : match.start()])
        kept.append(
            f'<div class="{classes} gw-py"{attributes}>{space}{toggle(target)}'
            f'<div class="jp-Cell-inputWrapper" id="{target}"{rest}{note}</div>'
        )
        at = end
    kept.append(notebook[at:])
    return "".join(kept), code


def on_pre_build(config) -> None:
    scripts.clear()


def on_post_page(output: str, page, config) -> str:
    if not page.file.src_uri.endswith(".ipynb") or WRAPPER not in output:
        return output
    head, notebook = output.split(WRAPPER, 1)
    note = (
        '<p class="gw-py-away">The Python shows here with JavaScript on; it is also in the '
        f"notebook <code>{escape(page.file.src_uri)}</code>.</p>"
    )
    notebook, code = fold_code(notebook, note)
    if not code:
        return output
    src = get_relative_url(register_script(scripts, FOLDER, "gupaiCode", code), page.url)
    bar = (
        f'<p class="gw-py-bar" data-code="{src}"><button type="button" class="gw-py-all" '
        f'aria-expanded="false" aria-controls="{" ".join(code)}">Show all the Python</button></p>'
    )
    end = notebook.find(TITLE_END)
    at = end + len(TITLE_END) if end >= 0 else 0
    notebook = notebook[:at] + bar + notebook[at:]
    head = head.replace("</head>", HEAD_SCRIPT.format(src=src) + "</head>", 1)
    return head + WRAPPER + notebook


def on_post_build(config) -> None:
    write_out(config, scripts)
