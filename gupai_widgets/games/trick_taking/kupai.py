"""KuPai 古牌, "ancient tiles": TianJiu played with single tiles only.

Rules (FACTS.md §2.2; the Macao book "Jogos, brinquedos e outras diversões populares de
Macau" as reported by the GuPai site's Tien Gow variants page; navpil/gupai
`RuleSet.kuPai()` as a second opinion): TianJiu for four players with the 32 tiles, 8
each, except that every lead is one tile, so a trick always counts one. A tile beats only
a higher tile of the same suit; equal military tiles tie and the first stays best. The
taker of the last trick wins and settles with everyone as in TianJiu (4 − tricks, 5 for
none, doubled with the banker).

navpil's reading of the book, taken as the defaults here: tiles that do not beat are shown
face up, as in most European trick games; no early death; no growing banker multiplier.
Each is an option. The GuPai site warns that the name may be a misreading: 古 (ancient) and
骨 (bone, as in 骨牌 "bone tiles", i.e. dominoes) sound alike, so the players may simply have
been playing "GuPai" — TianJiu without combinations.

A fixed deal (`new_initial_state`) is given as in TianJiu: the hands, the first banker, the
deal to start at and the banker's `multiplier` in it.
"""

from __future__ import annotations

from ...engine import GameSpec, flag, register
from .tianjiu import DEALS, EARLY_DEATH, MULTIPLIER, OVER_FOUR, BankerTrickGame, TianJiuState
from .tianjiu_bot import TrickBot

EXPOSED_DISCARDS = flag(
    "exposed_discards",
    True,
    "Tiles that do not beat are played face up (navpil's reading of the Macao book); off: "
    "face down as in TianJiu.",
)


@register
class KuPai(BankerTrickGame):
    spec = GameSpec(
        id="kupai",
        name="KuPai",
        native_name="古牌",
        family="trick_taking",
        players=(4,),
        options=(EXPOSED_DISCARDS, EARLY_DEATH, MULTIPLIER, OVER_FOUR, DEALS),
        sources=(
            "Jogos, brinquedos e outras diversões populares de Macau, "
            "as reported by the GuPai site: "
            "https://navpil.github.io/gupai/tien-gow/tien-gow-variants.html",
            "GuPai site, Tien Gow variants: "
            "https://navpil.github.io/gupai/tien-gow/tien-gow-variants.html",
            "navpil/gupai, RuleSet.kuPai() (a second opinion): https://github.com/navpil/gupai",
        ),
        summary=(
            "TianJiu with single-tile leads only; the taker of the last trick wins. The name "
            "may be a misreading of 骨牌, bone tiles."
        ),
        order=2,
        learn_first=("tianjiu",),
    )
    state_class = TianJiuState
    bot_class = TrickBot
    singles_only = True
