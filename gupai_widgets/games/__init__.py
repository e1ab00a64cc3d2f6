"""Every game module, by family. A module registers its games when imported; the registry
(engine/registry.py) imports only the module of the game asked for, so that a page, the
terminal or a test that plays one game does not pay for importing all 24."""

from __future__ import annotations

import importlib

# Each game id and the module (under this package) that defines it.
MODULES = {
    "cedeng": "connecting.cedeng",
    "dingniu": "connecting.dingniu",
    "jielong": "connecting.jielong",
    "kkoriput_igi": "connecting.kkoriput_igi",
    "hohpai": "draw_discard.hohpai",
    "tok": "draw_discard.hohpai",
    "jjak_mat_chu_gi": "draw_discard.jjak_mat_chu_gi",
    "kapshap": "draw_discard.kapshap",
    "kaptaishap": "draw_discard.kapshap",
    "small_mahjong": "draw_discard.small_mahjong",
    "shiwuhu": "fishing.shiwuhu",
    "tiuu": "fishing.tiuu",
    "tsung_shap": "fishing.tsung_shap",
    "daling": "mod10.daling",
    "kolyesi": "mod10.kolyesi",
    "paigow": "mod10.paigow",
    "taungau": "mod10.taungau",
    "xiangshifu": "solitaire.xiangshifu",
    "deer_hunt": "trick_taking.deer_hunt",
    "dezai_shen": "trick_taking.dezai_shen",
    "kupai": "trick_taking.kupai",
    "mouse_moving": "trick_taking.mouse_moving",
    "tianjiu": "trick_taking.tianjiu",
    "young_hunter": "trick_taking.young_hunter",
}


def import_game(game_id: str) -> None:
    """Import the module that registers `game_id` (a key of MODULES)."""
    importlib.import_module(f"{__name__}.{MODULES[game_id]}")


def import_all() -> None:
    for game_id in MODULES:
        import_game(game_id)
