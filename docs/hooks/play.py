"""MkDocs hook: a "Play" button on every game page, the game then running in the reader's
browser on Pyodide, served from the site's own folder.

- The runtime: the npm package `pyodide` (a pinned version, checked against its SHA-256),
  downloaded once with Python into build/pyodide/ (no node needed) and cached there; the few
  files a browser loads go to assets/pyodide/.
- The package: the project's own Python files, zipped into assets/gupai/ under a name that
  carries a hash of its content (a changed package is never read from a stale cache).
- The page: where the notebook's PlayTable stands, a block with the button; the site's play.js
  loads the runtime when the button is pressed, pointed at or in view a few seconds (or at
  once for a reader who has played before), builds a `LiveTable` in Python and shows
  its markup through the stepper script, as the notebook's PlayTable does. Opened from disk
  (file://), where browsers load no WebAssembly, the block says how to play live instead.
- The notebook's own table below the block, drawn without a kernel, is worded as what it is
  on the site: a preview of the reader's seat before the first move, with no settlement.

A game the browser cannot play (its bots would need numpy, which Pyodide's npm package does
not hold) is found at build time by playing it in a Python without numpy; its page says so
instead of offering the button. Today there is none (tests/test_site_play.py checks it): the
bots' odds are counted in plain Python or read from tables shipped in the package.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tokenize
import urllib.request
import zipfile
from html import escape
from pathlib import Path

from mkdocs.structure.files import File, Files
from mkdocs.utils import get_relative_url

from gupai_widgets import list_games

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "gupai_widgets"
CACHE = ROOT / "build" / "pyodide"
# Pinned: the version, and the SHA-256 of its npm tarball (the registry's own sha512 is
# "0YvXxEhf…R1A==" for the same file).
PYODIDE_VERSION = "314.0.7"
PYODIDE_SHA256 = "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0"
PYODIDE_URL = f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz"
# What `loadPyodide` fetches: the loader (an ES module: play_worker.js is a module worker,
# as Pyodide requires), the interpreter (JS and WebAssembly), the standard library and the
# lock file; package.json names the version and its licence (MPL-2.0). The site ships the
# standard library cut to what it imports (`standard_library`), not the full one.
FULL_STDLIB = "python_stdlib.zip"
# The lock file lists Pyodide's 357 packages (0.12 MB) for `loadPackage`; the site loads
# none, and ships it with its list emptied (`lock_without_packages`).
LOCK = "pyodide-lock.json"
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    LOCK,
    "package.json",
)
RUNTIME_FOLDER = "assets/pyodide"
# The standard library the site's Python imports, one module a line, recorded by
# scripts/site_stdlib.py from a run of every game in the browser (issue 31): the site ships
# these modules only, not Pyodide's whole python_stdlib.zip (2.5 MB of compressed sources).
STDLIB_MODULES = Path(__file__).with_name("site_stdlib.txt")
# Pyodide reads these packages' docstrings (`_pyodide.docstring` gives its core types the
# docs written in `_pyodide._core_docs`): they keep theirs.
KEEP_DOCSTRINGS = ("_pyodide", "pyodide")
# Bumped when `minify` or `stripped` changes what they make: the results kept in build/
# are then made again.
TRIMMED = 2
PACKAGE_FOLDER = "assets/gupai"
# The package's modules the browser has no use for, left out of its zip: the terminal's
# (`gupai`), the notebooks' helpers and the Jupyter widgets (anywidget is not in Pyodide).
DESKTOP_ONLY = tuple(
    f"gupai_widgets/{name}" for name in ("cli.py", "terminal.py", "notebook.py", "widgets/")
)
# Where the block goes: before the notebook's own PlayTable (its output on a page without a
# kernel is the game so far, to step through), else before the first replay, else after the
# page's title.
PLACES = (
    re.compile(r'<div\b[^>]*\bclass="gw-play gw-static"'),
    re.compile(r'<div\b[^>]*\bclass="gw-replay"'),
)
TITLE_END = "</h1>"


def runtime_files() -> Path:
    """The folder of the unpacked runtime files, downloaded and checked on first use."""
    folder = CACHE / PYODIDE_VERSION
    if all((folder / name).is_file() for name in RUNTIME_FILES):
        return folder
    tarball = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        try:
            with urllib.request.urlopen(PYODIDE_URL, timeout=120) as response:
                data = response.read()
        except OSError as error:
            raise RuntimeError(
                f"the site serves Python for its Play buttons: the first build downloads "
                f"pyodide {PYODIDE_VERSION} from the npm registry ({PYODIDE_URL}) into "
                f"{CACHE}, and that failed: {error}. Build once with the network, or put the "
                f"tarball there by hand."
            ) from error
        check_tarball(data)
        tarball.write_bytes(data)
    data = tarball.read_bytes()
    check_tarball(data)
    partial = folder.with_name(folder.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for name in RUNTIME_FILES:
            source = tar.extractfile(f"package/{name}")
            if source is None:
                raise RuntimeError(f"the pyodide {PYODIDE_VERSION} package holds no {name}")
            (partial / name).write_bytes(source.read())
    shutil.rmtree(folder, ignore_errors=True)
    partial.rename(folder)
    return folder


def check_tarball(data: bytes) -> None:
    digest = hashlib.sha256(data).hexdigest()
    if digest != PYODIDE_SHA256:
        raise RuntimeError(
            f"the pyodide {PYODIDE_VERSION} tarball has SHA-256 {digest}, not the pinned "
            f"{PYODIDE_SHA256}: delete {CACHE} and build again, or check {PYODIDE_URL}"
        )


def module_name(path: str) -> str:
    """The module a file of the standard library's zip holds: "json/decoder.py" is
    json.decoder, "json/__init__.py" is json."""
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def site_modules() -> set[str]:
    """The standard library's modules the site ships (`STDLIB_MODULES`)."""
    lines = STDLIB_MODULES.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def standard_library(full: Path) -> Path:
    """Pyodide's standard library cut to the modules the site's Python imports
    (`STDLIB_MODULES`), their docstrings and comments removed by python-minifier (nothing
    else is rewritten), named by a hash of what made it so that no browser keeps a stale
    copy. The zip is kept in build/pyodide/."""
    wanted = site_modules()
    recipe = hashlib.sha256(full.read_bytes())
    recipe.update("\n".join(sorted(wanted)).encode())
    recipe.update(importlib.metadata.version("python-minifier").encode())
    recipe.update(str(TRIMMED).encode())
    cached = CACHE / f"python_stdlib-{recipe.hexdigest()[:12]}.zip"
    if cached.is_file():
        return cached
    buffer = io.BytesIO()
    with (
        zipfile.ZipFile(full) as source,
        zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive,
    ):
        for entry in source.infolist():
            name = module_name(entry.filename)
            if not entry.filename.endswith(".py") or name not in wanted:
                continue
            code = source.read(entry).decode("utf-8")
            if not name.startswith(KEEP_DOCSTRINGS):
                code = minified(code, entry.filename)
            info = zipfile.ZipInfo(entry.filename, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, code)
    partial = cached.with_suffix(".partial")
    partial.write_bytes(buffer.getvalue())
    partial.rename(cached)
    return cached


def minified(code: str, filename: str) -> str:
    """`code` without docstrings and comments (`minify`, or `stripped` where this Python
    cannot parse it). Each file's result is kept in build/pyodide/minified/ under a hash of
    its source and of how it was trimmed: minifying the standard library and the package
    takes most of a minute, and a rebuild after an edit then minifies only the files
    edited."""
    recipe = f"{TRIMMED}\n{code}".encode()
    kept = CACHE / "minified" / hashlib.sha256(recipe).hexdigest()
    if kept.is_file():
        return kept.read_text(encoding="utf-8")
    result = minify(code, filename)
    kept.parent.mkdir(parents=True, exist_ok=True)
    kept.with_suffix(".partial").write_text(result, encoding="utf-8")
    kept.with_suffix(".partial").replace(kept)
    return result


def minify(code: str, filename: str) -> str:
    import python_minifier

    try:
        return python_minifier.minify(
            code,
            filename=filename,
            remove_literal_statements=True,
            # Nothing but docstrings and comments: every other rewrite off.
            remove_annotations=False,
            rename_locals=False,
            rename_globals=False,
            hoist_literals=False,
            combine_imports=False,
            remove_pass=False,
            remove_object_base=False,
            convert_posargs_to_args=False,
            preserve_shebang=True,
            remove_asserts=False,
            remove_debug=False,
            remove_explicit_return_none=False,
            constant_folding=False,
        )
    except SyntaxError:
        return stripped(code)


def stripped(code: str) -> str:
    """`code`, which this Python cannot parse (Pyodide's Python is newer: typing,
    dataclasses, traceback, annotationlib and site use syntax ours lacks, a third of the
    library's bytes), with its docstrings emptied and its comment lines emptied, read by
    tokens, which this Python can still split them into. A docstring becomes `""` (still a
    statement where the body needs one, still first before `from __future__`); a comment
    after code stays, since our tokenizer splits a newer f-string holding quotes of its own
    at the wrong place, and a "#" in it could be taken for a comment."""
    lines = code.splitlines(keepends=True)
    tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    edits = []  # (start, end, text), each within the lines, made last to first
    for at, token in enumerate(tokens):
        (row, col), (end_row, end_col) = token.start, token.end
        if token.type == tokenize.COMMENT and not lines[row - 1][:col].strip():
            edits.append(((row, col), (row, end_col), ""))
        elif token.type == tokenize.STRING and _alone(tokens, at) and _docstring(token.string):
            edits.append(((row, col), (end_row, end_col), '""'))
    for (row, col), (end_row, end_col), text in reversed(edits):
        joined = lines[row - 1][:col] + text + lines[end_row - 1][end_col:]
        lines[row - 1 : end_row] = [joined]
    return "".join(lines)


def _docstring(string: str) -> bool:
    """Whether `string` (a token) is a triple-quoted literal with no f prefix: a bare
    f-string would be code to run, not only text."""
    return string.lstrip("rRuUbB")[:3] in ('"""', "'''")


def _alone(tokens: list[tokenize.TokenInfo], at: int) -> bool:
    """Whether the string token at `at` is a statement of its own (a docstring or another
    bare string): the first thing on its logical line, and the last."""
    skipped = (tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT)
    back = at - 1
    while back >= 0 and tokens[back].type in skipped:
        back -= 1
    first = back < 0 or tokens[back].type == tokenize.NEWLINE
    return first and tokens[at + 1].type == tokenize.NEWLINE


def lock_without_packages(path: Path) -> str:
    """Pyodide's lock file with no package listed: what `loadPyodide` reads of it (the
    Python and platform it was built for) stays."""
    lock = json.loads(path.read_text(encoding="utf-8"))
    return json.dumps({**lock, "packages": {}}, separators=(",", ":"))


def package_zip() -> bytes:
    """The package's Python files but `DESKTOP_ONLY`'s, without their docstrings and
    comments (`minified`: a third less to download), zipped the same way on every build
    (fixed dates, sorted names), so the same sources give the same bytes and the same file
    name."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(PACKAGE.rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name.startswith(DESKTOP_ONLY):
                continue
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, minified(path.read_text(encoding="utf-8"), name))
    return buffer.getvalue()


# Plays each game to its end in a Python that cannot import numpy, the way the browser will
# (a LiveTable, the bots answering), and prints the ids that fail for want of it.
NEEDS_NUMPY = """
import json, sys
sys.modules["numpy"] = None
from gupai_widgets import list_games
from gupai_widgets.live_table import LiveTable
missing = []
for spec in list_games():
    try:
        table = LiveTable(spec.id, seed=0)
        while not table.over:
            table.choose(table.legal_actions()[0])
        table.live_html()
    except ModuleNotFoundError as error:
        if error.name != "numpy":
            raise
        missing.append(spec.id)
print(json.dumps(missing))
"""


def games_needing_numpy(package: str) -> set[str]:
    """The ids of the games that need numpy, found once for each version of the package
    (its zip's name) and kept in build/pyodide/: `mkdocs serve` rebuilds often."""
    cached = CACHE / f"needs-numpy-{package}.json"
    if cached.is_file():
        return set(json.loads(cached.read_text()))
    result = subprocess.run(
        [sys.executable, "-c", NEEDS_NUMPY],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text(result.stdout)
    return set(json.loads(result.stdout))


_built: dict[str, object] = {}


def on_files(files: Files, config) -> Files:
    folder = runtime_files()
    for name in RUNTIME_FILES:
        uri = f"{RUNTIME_FOLDER}/{name}"
        if name == LOCK:
            content = lock_without_packages(folder / name)
            files.append(File.generated(config, uri, content=content))
        elif name != FULL_STDLIB:
            files.append(File.generated(config, uri, abs_src_path=str(folder / name)))
    stdlib = standard_library(folder / FULL_STDLIB)
    _built["stdlib"] = f"{RUNTIME_FOLDER}/{stdlib.name}"
    files.append(File.generated(config, str(_built["stdlib"]), abs_src_path=str(stdlib)))
    data = package_zip()
    name = f"gupai_widgets-{hashlib.sha256(data).hexdigest()[:12]}.zip"
    files.append(File.generated(config, f"{PACKAGE_FOLDER}/{name}", content=data))
    _built["package"] = f"{PACKAGE_FOLDER}/{name}"
    _built["numpy"] = games_needing_numpy(name.removesuffix(".zip"))
    return files


def play_block(spec, page_url: str) -> str:
    """The block a game page shows: the button (or why there is none) and where to draw."""
    title = escape(spec.name)
    if spec.id in _built["numpy"]:
        return (
            '<div class="gw-siteplay" id="play"><p class="gw-note">To play '
            f"{title} against the bots, open this game's notebook in Jupyter (<code>make "
            "lab</code>): its bots count exact odds with numpy, which the site's Python in the "
            "browser does not have.</p></div>"
        )
    runtime = get_relative_url(RUNTIME_FOLDER + "/", page_url)
    package = get_relative_url(str(_built["package"]), page_url)
    stdlib = get_relative_url(str(_built["stdlib"]), page_url)
    return (
        f'<div class="gw-siteplay" id="play" data-game="{escape(spec.id)}" '
        f'data-runtime="{escape(runtime)}" data-stdlib="{escape(stdlib)}" '
        f'data-package="{escape(package)}">'
        f'<p><button type="button" class="md-button md-button--primary" data-gw="siteplay">'
        f"Play {title} against the bots</button> "
        '<span class="gw-siteplay-status" role="status">Runs in your browser: Python '
        "(about 12 MB, 4.8 MB compressed, kept in the browser's cache) loads once this "
        "button has been in view a few seconds, or when you press it.</span></p>"
        '<div class="gw-siteplay-table"></div></div>'
    )


# The notebook's PlayTable drawn without a kernel (its committed output) says the table
# "needs a running kernel (run the cell)" and shows the game so far under "Your game of …",
# "settlement P1 0, P2 0": on the site, where no cell runs, that reads like a game played to
# its end. The site calls it what it is, a preview, and leaves the empty settlement out.
STATIC_NOTE = re.compile(r'<p class="gw-note">[^<]*running kernel[^<]*</p>')
STATIC_TITLE = re.compile(r"(<strong>)(Your game of [^<]*)(</strong>)")
STATIC_LABEL = re.compile(r'aria-label="Replay: (Your game of [^"]*)"')
STATIC_SETTLEMENT = re.compile(r";\s*settlement\b[^<]*(?=</span>)")
PREVIEW_NOTE = (
    '<p class="gw-note gw-preview-note">A preview, not a game played: the table as you (P1) '
    "see it before your first move. Nothing is settled yet.</p>"
)
BOARD = re.compile(r'<div\b[^>]*\bclass="gw-board"')


def as_preview(html: str) -> str:
    """The notebook's static table, from its start to its board, worded as a preview."""
    start = PLACES[0].search(html)
    if start is None:
        return html
    board = BOARD.search(html, start.end())
    end = board.start() if board else len(html)
    head = html[start.start() : end]
    head = STATIC_NOTE.sub(PREVIEW_NOTE, head, count=1)
    head = STATIC_TITLE.sub(
        r'\1<span class="gw-preview-badge">Preview</span>\2, before your first move\3',
        head,
        count=1,
    )
    head = STATIC_LABEL.sub(r'aria-label="Preview: \1, before your first move"', head, count=1)
    head = STATIC_SETTLEMENT.sub("", head, count=1)
    return html[: start.start()] + head + html[end:]


def on_page_content(html: str, page, config, files: Files) -> str:
    games = {f"notebooks/{spec.id}.ipynb": spec for spec in list_games()}
    spec = games.get(page.file.src_uri)
    if spec is None:
        return html
    html = as_preview(html)
    block = play_block(spec, page.url)
    for place in PLACES:
        if found := place.search(html):
            at = found.start()
            break
    else:
        end = html.find(TITLE_END)
        at = end + len(TITLE_END) if end >= 0 else 0
    return html[:at] + block + html[at:]
