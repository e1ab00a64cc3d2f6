"""The standard library the site ships to the browser (docs/hooks/play.py) is cut to the
modules recorded in docs/hooks/site_stdlib.txt by scripts/site_stdlib.py. A module the
package starts to import and the record lacks would break Play on the site: this test finds
it in the package's sources, without a browser. (What those modules import in turn differs
between our Python and Pyodide's newer one: the recording run in the browser holds that, and
tests/test_site_play.py plays whole deals in the browser on the cut library.)"""

from __future__ import annotations

import ast
import importlib.util
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def play_hook():
    spec = importlib.util.spec_from_file_location("play_hook", ROOT / "docs/hooks/play.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def imported_by_the_package() -> set[str]:
    """Every module of the standard library the package's own code imports, anywhere in it
    (at the top of a module or inside a function), with its parent packages."""
    names: set[str] = set()
    for path in (ROOT / "gupai_widgets").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    with_parents = {".".join(n.split(".")[:k]) for n in names for k in range(1, n.count(".") + 2)}
    return {name for name in with_parents if name.partition(".")[0] in sys.stdlib_module_names}


def test_every_module_the_package_imports_is_shipped(built_site: Path) -> None:
    play = play_hook()
    with zipfile.ZipFile(play.runtime_files() / play.FULL_STDLIB) as full:
        pyodide = {
            play.module_name(e.filename) for e in full.infolist() if e.filename.endswith(".py")
        }
    # Modules compiled into Pyodide (math, _random...) are not in its zip and always there.
    imported = imported_by_the_package() & pyodide
    missing = imported - play.site_modules()
    assert not missing, (
        f"the package imports {sorted(missing)}, which the site's standard library lacks: "
        "run scripts/site_stdlib.py"
    )
    assert {"random", "dataclasses", "json"} <= imported


def test_the_site_ships_the_cut_library_only(built_site: Path) -> None:
    play = play_hook()
    shipped = list((built_site / play.RUNTIME_FOLDER).glob("python_stdlib*.zip"))
    assert [path.name.startswith("python_stdlib-") for path in shipped] == [True]
    with zipfile.ZipFile(shipped[0]) as cut:
        names = {play.module_name(name) for name in cut.namelist()}
        json_source = cut.read("json/decoder.py").decode()
    assert names == play.site_modules()
    assert '"""' not in json_source.partition("\n")[0]  # its docstring is gone
