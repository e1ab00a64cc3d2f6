"""TianJiu (Tien Gow) combinations: what may be led, and what beats what.

Facts (FACTS.md §1.2 and §2.2; GuPai site "Tien Gow" and "Folk Tien Gow" pages; pagat's
Tien Gow page by Joe Celko and Anthony Kam; navpil/gupai `tricks/tianjiu/HandHelper` as a
second opinion):

* Two suits. Civil (文) from Heaven [6:6] down to Red mallet six [5:1]; military (武) by
  total, Nines > Eights > Sevens > [4:2] > Fives > [2:1], tiles of equal total being equal.
  A single tile is beaten only by a strictly higher tile of the same suit, so two equal
  military tiles tie and the first one played stays best.
* Pairs: the two copies of a civil tile (civil pair); two military tiles of equal total
  (Nines [6:3][5:4], Eights [6:2][5:3], Sevens [5:2][4:3], Fives [4:1][3:2]); and the
  Supreme pair [4:2][2:1], a category of its own that cannot be beaten and beats nothing.
* Mixed combinations join the four top civil tiles with the military tiles of the same
  place in their suit: Heaven with Nines, Earth with Eights, Man with Sevens, Harmony with
  Fives, as 2 tiles (one of each), 3 tiles (two civil + one military or the reverse) or
  4 tiles (two + two). A combination is beaten only by a higher one of the same suit
  make-up: Earth–Earth–Eight falls to Heaven–Heaven–Nine, never to Heaven–Nine–Nine.
  The GuPai site notes that historically only pure pairs were played.
* Folk Tien Gow with 24 tiles has no mixed combinations but adds two civil triplets,
  [1:1][2:2][3:3] below [4:4][5:5][6:6]; in the deck of civil tiles and the two Nines, the
  Nines pair takes the place of the Supreme pair.

`CombinationRules` says which of these a game allows; `classify`, `beats`, `why_beats` and
`legal_leads` take it (the classic 32-tile rules by default).

For the games' hot paths a `LeadTable` lists every combination the rules allow once, in
lead order, and finds a hand's leads by counting: a tile is its *face code* (its place in
`FACES`, which is `tile_order`), a hand a sorted list of codes, and a multiset of tiles one
int (`face_counts`), so that no tile is hashed or classified while a game is played.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import combinations as _choose

from ...pieces import Tile, all_faces, chinese_set

# -- kinds: two combinations can be compared only when their kinds are equal ----------------

CIVIL_SINGLE = "civil single"
MILITARY_SINGLE = "military single"
CIVIL_PAIR = "civil pair"
MILITARY_PAIR = "military pair"
SUPREME_PAIR = "Supreme pair"
MIXED_PAIR = "mixed pair"
MIXED_TRIPLET_CIVIL = "mixed triplet (2 civil + 1 military)"
MIXED_TRIPLET_MILITARY = "mixed triplet (1 civil + 2 military)"
MIXED_QUARTET = "mixed quartet (2 civil + 2 military)"
CIVIL_TRIPLET = "civil triplet"

KINDS: tuple[str, ...] = (
    CIVIL_SINGLE,
    MILITARY_SINGLE,
    CIVIL_PAIR,
    MILITARY_PAIR,
    SUPREME_PAIR,
    MIXED_PAIR,
    MIXED_TRIPLET_CIVIL,
    MIXED_TRIPLET_MILITARY,
    MIXED_QUARTET,
    CIVIL_TRIPLET,
)

# The four families of mixed combinations: (civil face, military rank, civil name,
# military name, strength). Military rank is `Tile.rank` (Nines 6, Eights 5, Sevens 4, Fives 2).
_FAMILIES: tuple[tuple[Tile, int, str, str, int], ...] = (
    (Tile(6, 6), 6, "Heaven", "Nine", 4),
    (Tile(1, 1), 5, "Earth", "Eight", 3),
    (Tile(4, 4), 4, "Man", "Seven", 2),
    (Tile(3, 1), 2, "Harmony", "Five", 1),
)
_MILITARY_PAIR_NAMES = {6: "Nines", 5: "Eights", 4: "Sevens", 2: "Fives"}
SUPREME_TILES: tuple[Tile, Tile] = (Tile(4, 2), Tile(2, 1))
NINES_TILES: tuple[Tile, Tile] = (Tile(6, 3), Tile(5, 4))


@dataclass(frozen=True, slots=True)
class CombinationRules:
    """Which leads a game allows.

    `pairs`: anything beyond single tiles (False for KuPai). `mixed`: the Heaven–Nine,
    Earth–Eight, Man–Seven and Harmony–Five combinations of 2, 3 and 4 tiles. `small_triplets`:
    [1:1][2:2][3:3] < [4:4][5:5][6:6]. `supreme`: the two tiles that form the pair which
    cannot beat or be beaten ([4:2][2:1], or the two Nines in the civil-and-Nines deck).
    """

    pairs: bool = True
    mixed: bool = True
    small_triplets: bool = False
    supreme: tuple[Tile, Tile] = SUPREME_TILES


CLASSIC = CombinationRules()
PURE_PAIRS = CombinationRules(mixed=False)
SINGLES_ONLY = CombinationRules(pairs=False, mixed=False)


def tile_order(tile: Tile) -> tuple[int, int, int, int]:
    """Sort key: civil before military, stronger first, then higher pips (6:3 before 5:4)."""
    return (0 if tile.is_civil else 1, -tile.rank, -tile.high, -tile.low)


# The 21 faces, one Tile object each, in `tile_order`: `all_faces()` lists the civil faces
# strongest first, then the military ones strongest first and the higher pips first among
# equals. A face's place in this tuple is its *code*: sorting codes sorts tiles, and games
# keep hands as codes so that every lookup hashes small ints instead of tiles.
FACES: tuple[Tile, ...] = tuple(sorted(all_faces(), key=tile_order))
# Keyed by `Tile.code` ("65"): a string hashes in C, a tile through Python.
_CODE_OF = {t.code: i for i, t in enumerate(FACES)}


def face_code(tile: Tile) -> int:
    """A tile's place in `FACES`."""
    return _CODE_OF[tile.code]


def face_codes(tiles: Iterable[Tile]) -> list[int]:
    """The face codes of some tiles, sorted (so in `tile_order`)."""
    # (a plain loop: for a hand's few tiles it costs less than `map`)
    codes = []
    for tile in tiles:
        codes.append(_CODE_OF[tile.code])
    codes.sort()
    return codes


def sort_tiles(tiles: Iterable[Tile]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, key=tile_order))


# The folk civil triplets, keyed by their tiles in `sort_tiles` order.
_SMALL_TRIPLETS = {
    sort_tiles((Tile(1, 1), Tile(2, 2), Tile(3, 3))): (1, "One–Two–Three"),
    sort_tiles((Tile(4, 4), Tile(5, 5), Tile(6, 6))): (2, "Four–Five–Six"),
}


@dataclass(frozen=True, slots=True)
class Combination:
    """A set of tiles that may be led: its kind, its tiles (civil first, stronger first),
    its strength among combinations of the same kind, and its name."""

    kind: str
    tiles: tuple[Tile, ...]
    rank: int
    name: str
    # Worked out once: games list and sort many combinations on every move.
    notation: str = field(init=False, compare=False, repr=False)
    order: tuple = field(init=False, compare=False, repr=False)
    codes: tuple[int, ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown kind of combination {self.kind!r}: allowed {KINDS}")
        object.__setattr__(self, "notation", " ".join(str(t) for t in self.tiles))
        order = (len(self.tiles), KINDS.index(self.kind), -self.rank)
        object.__setattr__(self, "order", order + tuple(map(tile_order, self.tiles)))
        object.__setattr__(self, "codes", tuple(sorted(map(face_code, self.tiles))))

    @property
    def size(self) -> int:
        return len(self.tiles)

    @property
    def civil_count(self) -> int:
        return sum(1 for t in self.tiles if t.is_civil)

    @property
    def military_count(self) -> int:
        return len(self.tiles) - self.civil_count

    @property
    def composition(self) -> str:
        """The suit make-up in words: "2 civil + 1 military", "1 military"."""
        parts = []
        if self.civil_count:
            parts.append(f"{self.civil_count} civil")
        if self.military_count:
            parts.append(f"{self.military_count} military")
        return " + ".join(parts)

    @property
    def is_supreme(self) -> bool:
        return self.kind == SUPREME_PAIR

    def __str__(self) -> str:
        return f"{self.notation} ({self.name})"

    def _repr_svg_(self) -> str:
        from ...render.hand import Hand

        return Hand(self.tiles, label=self.name).svg()


def classify(tiles: Iterable[Tile | str], rules: CombinationRules = CLASSIC) -> Combination | None:
    """The combination these tiles form under `rules`, or None if they may not be led
    together. The order of the tiles does not matter."""
    key = sort_tiles(Tile.parse(t) for t in tiles)
    return _classify(key, rules)


def _single(tile: Tile, rules: CombinationRules) -> Combination:
    """`tile` led alone: every tile may be."""
    combo = _classify((tile,), rules)
    assert combo is not None
    return combo


@lru_cache(maxsize=65536)
def _classify(key: tuple[Tile, ...], rules: CombinationRules) -> Combination | None:
    n = len(key)
    if n == 1:
        t = key[0]
        return Combination(CIVIL_SINGLE if t.is_civil else MILITARY_SINGLE, key, t.rank, t.name)
    if not rules.pairs or n > 4 or n == 0:
        return None
    if n == 2:
        a, b = key
        if {a, b} == set(rules.supreme) and a != b:
            name = "Supreme pair" if set(rules.supreme) == set(SUPREME_TILES) else "Nines pair"
            return Combination(SUPREME_PAIR, key, 0, name)
        if a == b and a.is_civil:
            return Combination(CIVIL_PAIR, key, a.rank, f"{a.name} pair")
        if (
            a != b
            and a.is_military
            and b.is_military
            and a.rank == b.rank
            and a.rank in _MILITARY_PAIR_NAMES
        ):
            return Combination(MILITARY_PAIR, key, a.rank, f"{_MILITARY_PAIR_NAMES[a.rank]} pair")
    if n == 3 and rules.small_triplets and key in _SMALL_TRIPLETS:
        rank, name = _SMALL_TRIPLETS[key]
        return Combination(CIVIL_TRIPLET, key, rank, name)
    if rules.mixed:
        return _mixed(key, rules)
    return None


def _mixed(key: tuple[Tile, ...], rules: CombinationRules) -> Combination | None:
    civil = [t for t in key if t.is_civil]
    military = [t for t in key if t.is_military]
    if not civil or not military or len(civil) > 2 or len(military) > 2:
        return None
    for face, mil_rank, civil_name, mil_name, strength in _FAMILIES:
        if any(t != face for t in civil) or any(t.rank != mil_rank for t in military):
            continue
        if len(set(military)) != len(military):
            return None
        name = "–".join([civil_name] * len(civil) + [mil_name] * len(military))
        kind = {
            (1, 1): MIXED_PAIR,
            (2, 1): MIXED_TRIPLET_CIVIL,
            (1, 2): MIXED_TRIPLET_MILITARY,
            (2, 2): MIXED_QUARTET,
        }[(len(civil), len(military))]
        return Combination(kind, key, strength, name)
    return None


def _as_combination(
    play: Combination | Iterable[Tile | str], rules: CombinationRules
) -> Combination | None:
    return play if isinstance(play, Combination) else classify(play, rules)


def beats(
    lead: Combination | Iterable[Tile | str],
    follow: Combination | Iterable[Tile | str],
    rules: CombinationRules = CLASSIC,
) -> bool:
    """Whether `follow` beats `lead` (the best play so far in the trick): same kind (same
    number of tiles and the same civil/military make-up) and strictly stronger. The Supreme
    pair neither beats nor is beaten; equal tiles tie, and a tie keeps the earlier play."""
    best = _as_combination(lead, rules)
    challenger = _as_combination(follow, rules)
    if best is None or challenger is None:
        return False
    return _beats(best, challenger)


def _beats(best: Combination, challenger: Combination) -> bool:
    return (
        challenger.kind == best.kind and best.kind != SUPREME_PAIR and challenger.rank > best.rank
    )


def why_beats(
    lead: Combination | Iterable[Tile | str],
    follow: Combination | Iterable[Tile | str],
    rules: CombinationRules = CLASSIC,
) -> str:
    """One sentence for a learner: whether `follow` beats `lead`, and why."""
    lead_tiles = lead.tiles if isinstance(lead, Combination) else sort_tiles(map(Tile.parse, lead))
    follow_tiles = (
        follow.tiles if isinstance(follow, Combination) else sort_tiles(map(Tile.parse, follow))
    )
    best = _as_combination(lead, rules)
    challenger = _as_combination(follow, rules)
    shown_lead = str(best) if best else " ".join(map(str, lead_tiles))
    shown_follow = str(challenger) if challenger else " ".join(map(str, follow_tiles))
    if best is None:
        return f"{shown_lead} is not a combination that may be led, so there is nothing to beat."
    if len(follow_tiles) != len(lead_tiles):
        return (
            f"{shown_follow} cannot beat {shown_lead}: a follow must have as many tiles as the "
            f"lead ({len(lead_tiles)}), not {len(follow_tiles)}."
        )
    if challenger is None:
        return (
            f"{shown_follow} cannot beat {shown_lead}: those tiles do not form a combination, "
            f"so they can only be played face down."
        )
    if best.is_supreme:
        return (
            f"{shown_follow} cannot beat {shown_lead}: nothing beats the {best.name}, which "
            f"stands in a class of its own."
        )
    if challenger.is_supreme:
        return (
            f"{shown_follow} cannot beat {shown_lead}: the {challenger.name} is unbeatable "
            f"when led but beats nothing when it follows."
        )
    if challenger.kind != best.kind:
        if best.size == 1:
            return (
                f"{shown_follow} cannot beat {shown_lead}: a {challenger.tiles[0].suit} tile "
                f"never beats a {best.tiles[0].suit} one; a single is beaten only by a higher "
                f"tile of the same suit."
            )
        return (
            f"{shown_follow} cannot beat {shown_lead}: it is a {_kind_words(challenger)} and "
            f"the lead a {_kind_words(best)}; only a higher combination of the same kind and "
            f"suit make-up beats it."
        )
    if challenger.rank == best.rank:
        return (
            f"{shown_follow} does not beat {shown_lead}: they are equal, and between equals "
            f"the one played first stays best."
        )
    if challenger.rank < best.rank:
        return f"{shown_follow} cannot beat {shown_lead}: it ranks lower among {_plural(best)}."
    return f"{shown_follow} beats {shown_lead}: it ranks higher among {_plural(best)}."


def _kind_words(combo: Combination) -> str:
    if "(" in combo.kind or combo.is_supreme:
        return combo.kind
    return f"{combo.kind} ({combo.composition})"


def _plural(combo: Combination) -> str:
    if combo.kind == CIVIL_SINGLE:
        return "civil tiles"
    if combo.kind == MILITARY_SINGLE:
        return "military tiles"
    if combo.kind.startswith("mixed triplet"):
        return f"mixed triplets of {combo.composition}"
    if combo.kind.startswith("mixed quartet"):
        return "mixed quartets"
    return f"{combo.kind}s"


def legal_leads(hand: Iterable[Tile | str], rules: CombinationRules = CLASSIC) -> list[Combination]:
    """Every distinct combination that can be led from `hand`: singles, then pairs,
    triplets and quartets; within a size by kind (civil before military), strongest first."""
    return list(leads_in_sorted(tuple(Tile.parse(t) for t in hand), rules))


# A multiset of faces as one int: four bits per face, its count in the low three and a
# guard bit above them. `held - need` keeps every guard bit exactly when the hand holds at
# least as many copies of each face as `need` asks for (no field borrows from the next).
_FIELD = tuple(1 << (4 * code) for code in range(len(FACES)))
GUARDS = sum(8 << (4 * code) for code in range(len(FACES)))
_FIELD_OF_TEXT = {t.code: _FIELD[i] for i, t in enumerate(FACES)}


# (Plain loops here and below: for a hand's few tiles they cost less than `map` or a
# comprehension.)


def face_counts(codes: Iterable[int]) -> int:
    """Face codes as a multiset int: a hand's key, and what `holds` compares."""
    held = GUARDS
    for code in codes:
        held += _FIELD[code]
    return held


def counts_of_tiles(tiles: Iterable[Tile]) -> int:
    """Tiles as counts without the guard bits: what adds to or takes from a
    `face_counts` value."""
    counts = 0
    for tile in tiles:
        counts += _FIELD_OF_TEXT[tile.code]
    return counts


def take_away(held: int, codes: Iterable[int]) -> int:
    """`held` (from `face_counts`) less the tiles of `codes`, which it must hold."""
    for code in codes:
        held -= _FIELD[code]
    return held


def holds(held: int, need: int) -> bool:
    """Whether the hand `held` has every tile of `need` (both from `face_counts`)."""
    return (held - need + GUARDS) & GUARDS == GUARDS


# How many hands a lead table remembers before it starts afresh.
_REMEMBERED = 1 << 16


class LeadTable:
    """Every combination `rules` allow among the 32 tiles (every deck is part of them),
    indexed by face codes, so that the leads of a hand and the combination a play forms
    are found without classifying or hashing tiles. A combination is named by its
    *position* in `combos`, which is sorted in lead order."""

    def __init__(self, rules: CombinationRules) -> None:
        self.rules = rules
        singles = [_single(t, rules) for t in FACES]
        found = list(singles)
        codes = sorted(map(face_code, chinese_set()))
        civil = sum(t.is_civil for t in FACES)  # the codes below it: civil faces come first
        for size in (2, 3, 4) if rules.pairs else ():
            for group in dict.fromkeys(_choose(codes, size)):
                # Three or four tiles form a small triplet (three civil ones) or a mixed
                # combination (one or two civil tiles of one face, one or two military
                # ones), or nothing: most groups are passed over unclassified, which a
                # game's first deal waits for.
                k = bisect_left(group, civil)  # how many civil tiles
                if (
                    size > 2
                    and not size == k == 3
                    and not (0 < k < 3 and 0 < size - k < 3 and group[k - 1] == group[0])
                ):
                    continue
                combo = _classify(tuple(FACES[c] for c in group), rules)
                if combo is not None:
                    found.append(combo)
        found.sort(key=_lead_order)
        self.combos: tuple[Combination, ...] = tuple(found)
        self.position = {c.codes: i for i, c in enumerate(self.combos)}
        self.kinds = tuple(c.kind for c in self.combos)
        self.ranks = tuple(c.rank for c in self.combos)
        self.sizes = tuple(len(c.tiles) for c in self.combos)
        self.codes = tuple(c.codes for c in self.combos)
        # Each combination's tiles as counts without guards (see `face_counts`).
        self.need = tuple(sum(map(_FIELD.__getitem__, codes)) for codes in self.codes)
        self.single = tuple(self.position[(code,)] for code in range(len(FACES)))
        # Per face: the combinations of 2 to 4 tiles whose lowest code it is, each with the
        # tiles it needs as counts without guards (see `face_counts`): a hand `held` has
        # them when `(held - need) & GUARDS == GUARDS`.
        needs: list[list[tuple[int, int]]] = [[] for _ in FACES]
        for i, c in enumerate(self.combos):
            if len(c.codes) > 1:
                needs[c.codes[0]].append((i, self.need[i]))
        self.needs = tuple(tuple(n) for n in needs)
        # Per face: the codes of the tiles that beat it (same suit, strictly higher).
        self.single_beaters = tuple(
            frozenset(code for code, t in enumerate(FACES) if _beats(c, singles[code]))
            for c in singles
        )
        self._leads: dict[int, tuple[int, ...]] = {}  # by `face_counts` of the hand

    def __deepcopy__(self, memo: dict) -> LeadTable:
        return self  # shared by every copy of a game state

    def leads(self, codes: Sequence[int]) -> tuple[int, ...]:
        """The positions of every combination that can be led from a hand of sorted
        codes, in lead order (remembered: bots ask for the same hands again and again)."""
        held = face_counts(codes)
        found = self._leads.get(held)
        if found is not None:
            return found
        single, needs, guards = self.single, self.needs, GUARDS
        positions = []
        last = -1
        for code in codes:  # sorted: a face's copies lie side by side
            if code != last:
                last = code
                positions.append(single[code])
                for i, need in needs[code]:
                    if (held - need) & guards == guards:
                        positions.append(i)
        positions.sort()
        found = tuple(positions)
        if len(self._leads) >= _REMEMBERED:
            self._leads.clear()
        self._leads[held] = found
        return found

    def still_led(self, positions: tuple[int, ...], held: int) -> tuple[int, ...]:
        """Those of `positions` (the leads of a hand) that the hand `held` (`face_counts`),
        which lost tiles since, can still lead: cheaper than `leads` afresh."""
        need, guards = self.need, GUARDS
        found = []
        for i in positions:
            if (held - need[i]) & guards == guards:
                found.append(i)
        return tuple(found)

    def beating(self, best: int, codes: Sequence[int]) -> list[int]:
        """The positions of the distinct plays from a hand of sorted codes that beat the
        combination at position `best`, in lead order."""
        kind, rank = self.kinds[best], self.ranks[best]
        if kind == SUPREME_PAIR:
            return []
        if self.sizes[best] == 1:
            beaters = self.single_beaters[self.codes[best][0]]
            return [self.single[code] for code in dict.fromkeys(codes) if code in beaters]
        kinds, ranks = self.kinds, self.ranks
        found = []
        for i in self.leads(codes):
            if kinds[i] == kind and ranks[i] > rank:
                found.append(i)
        return found


@cache
def lead_table(rules: CombinationRules) -> LeadTable:
    """The (shared) lead table of `rules`."""
    return LeadTable(rules)


def _lead_order(combo: Combination) -> tuple:
    return combo.order


def beating_plays(
    best: Combination, hand: Iterable[Tile | str], rules: CombinationRules = CLASSIC
) -> list[Combination]:
    """The distinct combinations in `hand` that beat `best` (what may be played face up)."""
    return beating_plays_in_sorted(best, sort_tiles(Tile.parse(t) for t in hand), rules)


def leads_in_sorted(
    tiles: tuple[Tile, ...], rules: CombinationRules = CLASSIC
) -> tuple[Combination, ...]:
    """`legal_leads` for a hand of Tile objects (in any order)."""
    table = lead_table(rules)
    combos = table.combos
    return tuple(combos[i] for i in table.leads(tuple(sorted(map(face_code, tiles)))))


def beating_plays_in_sorted(
    best: Combination, tiles: tuple[Tile, ...], rules: CombinationRules = CLASSIC
) -> list[Combination]:
    """`beating_plays` for a hand already in `sort_tiles` order."""
    if best.is_supreme:
        return []
    kind, rank = best.kind, best.rank
    if len(best.tiles) == 1:
        table = lead_table(rules)
        civil = kind == CIVIL_SINGLE
        found: list[Combination] = []
        for t in tiles:
            if t.is_civil is civil and t.rank > rank and (not found or found[-1].tiles[0] != t):
                found.append(table.combos[table.single[face_code(t)]])
        return found
    return [c for c in leads_in_sorted(tiles, rules) if c.kind == kind and c.rank > rank]


def all_lead_combinations(
    rules: CombinationRules = CLASSIC, tileset: Sequence[Tile] | None = None
) -> list[Combination]:
    """Every combination that can be led from a whole set (the 32 tiles by default): the
    table of leads a learner studies, singles first, each kind strongest first."""
    return legal_leads(chinese_set() if tileset is None else tileset, rules)


def rules_for_deck(
    deck: str, *, pairs: bool = True, mixed: bool = True, small_triplets: bool = False
) -> CombinationRules:
    """The combination rules of a TianJiu deck name ("standard", "civil_supreme",
    "civil_nines_supreme", "civil_nines"). The 24-tile folk decks have no mixed
    combinations; in the civil-and-Nines deck the Nines pair is the unbeatable pair."""
    folk = deck != "standard"
    return CombinationRules(
        pairs=pairs,
        mixed=mixed and pairs and not folk,
        small_triplets=small_triplets and pairs,
        supreme=NINES_TILES if deck == "civil_nines" else SUPREME_TILES,
    )


__all__ = [
    "CIVIL_PAIR",
    "CIVIL_SINGLE",
    "CIVIL_TRIPLET",
    "CLASSIC",
    "KINDS",
    "MILITARY_PAIR",
    "MILITARY_SINGLE",
    "MIXED_PAIR",
    "MIXED_QUARTET",
    "MIXED_TRIPLET_CIVIL",
    "MIXED_TRIPLET_MILITARY",
    "NINES_TILES",
    "PURE_PAIRS",
    "SINGLES_ONLY",
    "SUPREME_PAIR",
    "SUPREME_TILES",
    "FACES",
    "GUARDS",
    "Combination",
    "CombinationRules",
    "LeadTable",
    "all_lead_combinations",
    "beating_plays",
    "beating_plays_in_sorted",
    "beats",
    "classify",
    "counts_of_tiles",
    "face_code",
    "face_codes",
    "face_counts",
    "holds",
    "take_away",
    "lead_table",
    "leads_in_sorted",
    "legal_leads",
    "rules_for_deck",
    "sort_tiles",
    "tile_order",
    "why_beats",
]
