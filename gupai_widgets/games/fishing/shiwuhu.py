"""ShiWuHu 十五湖, "fifteen lakes": the fishing game of the 84 paper domino cards.

Rules (the aloneinthefart blog post of 2009 in Chinese, as told on the GuPai site's Shi Wu
Hu page; navpil/gupai `RuleSet.alone()` and `mixed()` as a second opinion): the deck holds
four cards of each of the 21 faces. 2 or 3 players; 30 cards are dealt, 24 lie face up as
the lake, 30 face down as the woodpile. Play is Tiu-U's with three differences: the Gee
Joon cards do not catch each other; [5:5] and [6:4] do not catch each other though both
total ten; the fourth card takes three equal cards of the lake only for the faces nothing
else catches ([1:1] [2:1] [6:4] [5:5] [6:5] [6:6]), and no third card is laid beside two.

Scoring: big fish 30, middle fish 20, small fish 10 points each. Big: the Heaven-Nine
cards ([6:6] [6:3] [5:4]) when the catch holds Heaven and both nines ("one civil, two
military"), the Gee Joon cards when it holds both, and each face of [6:5] [5:5] [6:4] held
four times (a Jun). Middle: the Earth-Eight ([1:1] [6:2] [5:3]), Man-Seven ([4:4] [5:2]
[4:3]) and Harmony-Five ([3:1] [3:2] [4:1]) cards under the same condition. The rest are
small. +300 each for all 12 Heaven-Nine cards, all three Jun, all 8 Gee Joon cards. Each
pair of players settles the difference, doubled when one reached 1000 and the other not.

Options: the variants the blog lists (Gee Joon cards catch each other; [2:1] catches all
sixes; [5:5] and [6:4] catch each other; [6:6] and [1:1] catch each other; one military
card is enough), and `deck="tiles"`: the GuPai site's adaptation to two sets of tiles (24
dealt, 16 in the lake; one civil and one military suffice; the Heaven-Nine bonus for its 8
tiles; the Gee Joon bonus 100 for 4 tiles, or 200 as navpil/gupai's mixed rules give it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ...engine import GameSpec, Option, flag, register
from ...pieces import Tile, domino_card_deck, doubled_set
from ._lake import CatchRules, FishClass, FishingGame, FishingState, FishScore, face_of

CARDS = domino_card_deck()
TILES = doubled_set()
BIG, MIDDLE, SMALL = 30, 20, 10
BONUS = 300
TILES_SUPREME_BONUS = 100  # the Gee Joon bonus on two sets of tiles (GuPai site)
THOUSAND = 1000


def _faces(text: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(t) for t in text.split())


# (name, civil face, military faces) of the groups that need "one civil, two military".
HEAVEN_NINE = ("Heaven-Nine", Tile(6, 6), _faces("6:3 5:4"))
MIDDLE_GROUPS = (
    ("Earth-Eight", Tile(1, 1), _faces("6:2 5:3")),
    ("Man-Seven", Tile(4, 4), _faces("5:2 4:3")),
    ("Harmony-Five", Tile(3, 1), _faces("3:2 4:1")),
)
SUPREME = _faces("4:2 2:1")
JUN = _faces("6:5 5:5 6:4")

DECK = Option(
    "deck", "cards", ("cards", "tiles"),
    "cards: the 84 paper domino cards (30 dealt, 24 in the lake, 30 in the woodpile); "
    "tiles: the GuPai site's adaptation to two sets of 64 tiles (24 dealt, 16 in the lake, "
    "24 in the woodpile; one civil and one military tile suffice; the Heaven-Nine bonus "
    "for its 8 tiles).",
)  # fmt: skip
SUPREME_BONUS = Option(
    "tiles_supreme_bonus", TILES_SUPREME_BONUS, (TILES_SUPREME_BONUS, 200),
    "With deck='tiles': the bonus for all four Gee Joon tiles: 100 (GuPai site) or 200 "
    "(navpil/gupai's mixed rules).",
)  # fmt: skip
OPTIONS = (
    DECK,
    flag("one_military", False,
         "A civil piece and one military piece of its group make the group big or middle "
         "fish (a variant the blog lists; always so with deck='tiles')."),
    flag("gee_joon_catch", False, "[4:2] and [2:1] catch each other (a variant)."),
    flag("gee_joon_sixes", False,
         "[2:1] catches and is caught by every six: [4:2], [5:1], [3:3] (a variant)."),
    flag("plum_ten_catch", False, "[5:5] and [6:4] catch each other (a variant)."),
    flag("heaven_earth_catch", False, "[6:6] and [1:1] catch each other (a variant)."),
    SUPREME_BONUS,
)  # fmt: skip


def _by_face(pieces: Any) -> dict[Tile, list[Any]]:
    """The pieces sorted out by face, in the order they come."""
    found: dict[Tile, list[Any]] = {}
    for piece in pieces:
        found.setdefault(face_of(piece), []).append(piece)
    return found


def group_up(faces: Mapping[Tile, Any], civil: Tile, military: tuple[Tile, ...], one: bool) -> bool:
    """Whether a group counts up (big or middle fish): its civil face and both military
    faces are caught, or one of them with `one`."""
    have = sum(m in faces for m in military)
    return civil in faces and (have >= 1 if one else have == len(military))


def shiwuhu_score(
    catch: list[Any], *, one_military: bool, deck: tuple[Any, ...], supreme_bonus: int
) -> FishScore:
    """Big, middle and small fish and the bonuses; `deck` is every piece of the game, which
    says how many pieces make "all" of a group (12 Heaven-Nine cards, 8 tiles)."""
    faces = _by_face(catch)
    total = _deck_counts(deck)
    big: list[Any] = []
    middle: list[Any] = []
    complete: list[str] = []  # the groups that make big fish
    raised: list[str] = []  # the groups that make middle fish
    name, civil, military = HEAVEN_NINE
    nines = [p for f in (civil, *military) for p in faces.get(f, ())]
    if group_up(faces, civil, military, one_military):
        big += nines
        complete.append(name)
    supremes = [p for f in SUPREME for p in faces.get(f, ())]
    if all(f in faces for f in SUPREME):
        big += supremes
        complete.append("Gee Joon")
    juns = 0
    for face in JUN:
        if len(faces.get(face, ())) >= 4:
            big += faces[face]
            juns += 1
            complete.append(f"Jun of {face}")
    for name, civil, military in MIDDLE_GROUPS:
        if group_up(faces, civil, military, one_military):
            middle += [p for f in (civil, *military) for p in faces.get(f, ())]
            raised.append(name)
    counted = {face_of(p) for p in big} | {face_of(p) for p in middle}
    small = [p for p in catch if face_of(p) not in counted]
    bonuses = []
    if len(nines) == sum(total[f] for f in (HEAVEN_NINE[1], *HEAVEN_NINE[2])):
        bonuses.append(("all Heaven-Nine", BONUS))
    if juns == len(JUN):
        bonuses.append(("all three Jun", BONUS))
    if len(supremes) == sum(total[f] for f in SUPREME):
        bonuses.append(("all Gee Joon", supreme_bonus))
    groups = ", ".join(complete) or "no group complete"
    middles = ", ".join(raised) or "no group complete"
    return FishScore(
        (
            FishClass("big fish", tuple(big), BIG * len(big), f"{BIG} each: {groups}"),
            FishClass(
                "middle fish", tuple(middle), MIDDLE * len(middle), f"{MIDDLE} each: {middles}"
            ),
            FishClass("small fish", tuple(small), SMALL * len(small), f"{SMALL} each"),
        ),
        tuple(bonuses),
    )


def shiwuhu_total(
    catch: list[Any], *, one_military: bool, deck: tuple[Any, ...], supreme_bonus: int
) -> int:
    """`shiwuhu_score(...).total` counted from the faces alone, with no words: the bots
    weigh many catches. The groups hold different faces, and a group or Jun takes every
    piece of its faces, so what no group takes is small fish."""
    get = Counter(map(face_of, catch)).get
    all_of = _deck_counts(deck)
    big = middle = points = 0
    for civil, military, name in _GROUP_FACES:
        held = [get(f, 0) for f in military]
        have = sum(map(bool, held))
        if get(civil) and (have >= 1 if one_military else have == len(military)):
            if name == HEAVEN_NINE[0]:
                big += get(civil, 0) + sum(held)
            else:
                middle += get(civil, 0) + sum(held)
    nines = sum(get(f, 0) for f in _NINE_FACES)
    supremes = [get(f, 0) for f in SUPREME]
    if all(supremes):
        big += sum(supremes)
    juns = 0
    for face in JUN:
        n = get(face, 0)
        if n >= 4:
            big += n
            juns += 1
    if nines == sum(all_of[f] for f in _NINE_FACES):
        points += BONUS
    if juns == len(JUN):
        points += BONUS
    if sum(supremes) == sum(all_of[f] for f in SUPREME):
        points += supreme_bonus
    return points + BIG * big + MIDDLE * middle + SMALL * (len(catch) - big - middle)


_NINE_FACES = (HEAVEN_NINE[1], *HEAVEN_NINE[2])
# The groups of "one civil, two military" as (civil, military, name), Heaven-Nine first.
_GROUP_FACES = tuple(
    (civil, military, name) for name, civil, military in (HEAVEN_NINE, *MIDDLE_GROUPS)
)


def merged_score(catch: list[Any], supreme_bonus: int = TILES_SUPREME_BONUS) -> FishScore:
    """The merged rules: ShiWuHu's scoring on two sets of tiles (GuPai site). One civil and
    one military tile make a group, "all Heaven-Nine" means its 8 tiles, and the four Gee
    Joon tiles earn `supreme_bonus`. ShiWuHu's `deck="tiles"` and Tiu-U's
    `scoring="shiwuhu"` both score with it."""
    return shiwuhu_score(catch, one_military=True, deck=TILES, supreme_bonus=supreme_bonus)


def merged_total(catch: list[Any], supreme_bonus: int = TILES_SUPREME_BONUS) -> int:
    """`merged_score(...).total`, counted without words (`shiwuhu_total`)."""
    return shiwuhu_total(catch, one_military=True, deck=TILES, supreme_bonus=supreme_bonus)


def settle_across_thousand(scores: list[int]) -> tuple[list[int], str]:
    """ShiWuHu's settlement: each pair of players settles the difference of their scores,
    doubled where one reached 1000 and the other did not."""
    payments = []
    for mine in scores:
        total = 0
        for other in scores:
            doubled = (mine >= THOUSAND) != (other >= THOUSAND)
            total += (mine - other) * (2 if doubled else 1)
        payments.append(total)
    return payments, (
        "each pair of players settles the difference of their scores, doubled where one "
        f"reached {THOUSAND} and the other did not"
    )


_DECK_COUNTS: dict[int, tuple[tuple[Any, ...], Counter]] = {}


def _deck_counts(deck: tuple[Any, ...]) -> Counter:
    """How many pieces of each face the deck holds, worked out once per deck."""
    known = _DECK_COUNTS.get(id(deck))
    if known is None or known[0] is not deck:
        known = (deck, Counter(map(face_of, deck)))
        _DECK_COUNTS[id(deck)] = known
    return known[1]


@register
class ShiWuHu(FishingGame):
    # The search bot's strong budget (bots/levels.py): 2.2 s a strong move at 20,000.
    strong_budget = 7_000
    spec = GameSpec(
        id="shiwuhu",
        name="ShiWuHu",
        native_name="十五湖",
        family="fishing",
        players=(2, 3),
        options=OPTIONS,
        sources=(
            "aloneinthefart blog, 十五湖 (in Chinese): "
            "https://aloneinthefart.blogspot.com/2009/03/blog-post_05.html",
            "GuPai site, Shi Wu Hu: https://navpil.github.io/gupai/fishing/shi-wu-hu.html",
            "navpil/gupai, fishing RuleSet alone() and mixed() (a second opinion): "
            "https://github.com/navpil/gupai",
        ),
        summary="Tiu-U with the 84 paper domino cards: big, middle and small fish, and "
        "300-point bonuses.",
        order=2,
        learn_first=("tiuu",),
    )
    state_class = FishingState

    @property
    def cards(self) -> bool:
        return self.options["deck"] == "cards"

    @property
    def lake_size(self) -> int:  # type: ignore[override]
        return 24 if self.cards else 16

    @property
    def catch_rules(self) -> CatchRules:  # type: ignore[override]
        o = self.options
        return _rules(
            o["gee_joon_catch"], o["gee_joon_sixes"], o["heaven_earth_catch"],
            not o["plum_ten_catch"],
        )  # fmt: skip

    def make_bot(self, seed: int | None = None):
        from .fishing_bot import FishingBot

        return FishingBot(seed)

    def pieces(self) -> tuple[Any, ...]:
        return CARDS if self.cards else TILES

    def hand_sizes(self) -> tuple[int, ...]:
        dealt = 30 if self.cards else 24
        return (dealt // self.players,) * self.players

    def score(self, catch: list[Any]) -> FishScore:
        if not self.cards:
            return merged_score(catch, self.options["tiles_supreme_bonus"])
        return shiwuhu_score(
            catch, one_military=self.options["one_military"], deck=CARDS, supreme_bonus=BONUS
        )

    def catch_total(self, catch: list[Any]) -> int:
        if not self.cards:
            return merged_total(catch, self.options["tiles_supreme_bonus"])
        return shiwuhu_total(
            catch, one_military=self.options["one_military"], deck=CARDS, supreme_bonus=BONUS
        )

    def settle(self, scores: list[int]) -> tuple[list[int], str]:
        return settle_across_thousand(scores)


_RULE_CACHE: dict[tuple[bool, ...], CatchRules] = {}


def _rules(gee_joon: bool, sixes: bool, heaven_earth: bool, apart: bool) -> CatchRules:
    key = (gee_joon, sixes, heaven_earth, apart)
    if key not in _RULE_CACHE:
        _RULE_CACHE[key] = CatchRules(
            gee_joon=gee_joon,
            gee_joon_sixes=sixes,
            heaven_earth=heaven_earth,
            plum_ten_apart=apart,
            third_joins=False,
            fourth_takes="only_self",
        )
    return _RULE_CACHE[key]


__all__ = [
    "CARDS",
    "ShiWuHu",
    "merged_score",
    "merged_total",
    "settle_across_thousand",
    "shiwuhu_score",
    "shiwuhu_total",
]
