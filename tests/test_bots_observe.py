"""A bot chooses from its seat's observation alone (DESIGN.md §2a), checked on the code.

`State.ask(bot)` hands a bot `state.observe(seat)`, never the state; the non-interference
test checks what the bots do, this checks what they are written to read: no bot module
names a State class, takes a state in `choose`, or reaches into an engine object's private
parts (an underscore attribute of anything but the bot itself), so the next bot cannot
peek either.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import gupai_widgets as gw
from gupai_widgets.bots import search

PACKAGE = Path(gw.__file__).parent
BOT_MODULES = sorted(PACKAGE.glob("games/*/*_bot.py")) + [Path(search.__file__)]


def names_a_state(node: ast.AST) -> bool:
    return isinstance(node, ast.Name | ast.Attribute) and (
        (node.id if isinstance(node, ast.Name) else node.attr).endswith("State")
    )


def private(node: ast.Attribute) -> bool:
    """An underscore attribute of something not the module's or the bot's own."""
    if not node.attr.startswith("_") or node.attr.startswith("__"):
        return False
    owner = node.value
    return not (isinstance(owner, ast.Name) and (owner.id in ("self", "cls") or owner.id[0] == "_"))


@pytest.mark.parametrize("path", BOT_MODULES, ids=lambda p: p.stem)
def test_a_bot_module_reads_no_state(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and path.stem != "search":
            # (The search bot plays out the deals the engine samples for it, States of their
            # own; the real one it is never handed: its choose takes an observation.)
            found += [f"imports {a.name}" for a in node.names if a.name.endswith("State")]
        elif isinstance(node, ast.Attribute) and private(node):
            found.append(f"line {node.lineno}: reads {ast.unparse(node)}")
        elif isinstance(node, ast.Name) and node.id == "reads_state":
            found.append(f"line {node.lineno}: still takes the state (reads_state)")
        elif isinstance(node, ast.FunctionDef) and node.name == "choose":
            seen = node.args.args[1]
            if seen.annotation is None or names_a_state(seen.annotation):
                found.append(f"line {node.lineno}: choose takes {ast.unparse(seen)}")
    assert not found, f"{path.name}: " + "; ".join(found)


def test_every_game_bot_is_asked_with_an_observation() -> None:
    """`State.ask` hands over an observation; a bot that wanted a state would fail here."""
    for spec in gw.list_games():
        game = gw.load_game(spec.id)
        for level in ("easy", "normal"):
            bot = gw.make_bot(game, level, seed=1)
            parameters = list(inspect.signature(bot.choose).parameters.values())
            assert parameters[0].annotation in ("Observation", gw.Observation), (spec.id, level)
            assert not getattr(bot, "reads_state", False), (spec.id, level)
        state = game.new_initial_state(seed=1)
        assert state.ask(gw.make_bot(game, "easy", seed=1)) in state.legal_actions()
