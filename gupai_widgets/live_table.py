"""LiveTable: a person plays one seat against the bots, with Python holding the game.

The widget `PlayTable` (widgets/play_table.py) shows one in a live notebook; the static site
runs one on Pyodide in the reader's browser (docs/hooks/play.py). Either way Python keeps the
game, draws the table as markup (`live_html`) and takes back only the notation of the move the
person chose, or a command: the one stepper script shows the markup and sends the choice.
This module needs neither Jupyter nor anywidget, so the browser can import it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .bots.levels import budget, check_level, make_bot
from .bots.search import SearchBot
from .engine.action import Action, seat_name, signed
from .engine.errors import GameError
from .engine.game import check_seed
from .engine.registry import as_game
from .pieces.errors import excerpt
from .render.markup import attr, text
from .render.table import board_svg
from .replay import Recorder, Replay, seated_bot
from .review import MoveReview, review

if TYPE_CHECKING:
    from .bots.base import Bot
    from .engine.game import Game
    from .engine.state import State

YOU = "you"
LOG_LINES = 6


class Hinter:
    """The move to make now and why, for the seat to move: a game with a solver
    (XiangShiFu) gives the solver's next move; any other, the search bot's choice at the
    normal level, seeded with the table's seed, which deals again only deals that fit what
    the seat has seen, so the hint knows no more than the seat. Kept by a table, so that
    one search serves the move and its sentence."""

    def __init__(self, game: Game, seed: int | None) -> None:
        self.game = game
        self.bot = SearchBot(game, seed=seed or 0, budget=budget(game, "normal"))

    def hint(self, state: State) -> tuple[Action | None, str]:
        """The move (None: the solver finds no solution) and the sentence saying why."""
        solve = getattr(state, "hint", None)
        if callable(solve):
            action: Action | None = solve()
            if action is None:
                return None, "no solution can be found from here."
            return action, f"{action.text} ({action.short})."
        seen = state.observe(state.current_player)
        return self.bot.choose(seen), self.bot.explain(seen)


@dataclass(frozen=True)
class _Saved:
    """Everything `undo` needs to put back."""

    record: Recorder
    log: tuple[str, ...]


class LiveTable:
    """One seat of a game, played by a person; the other seats are bots.

        table = LiveTable(game, seat=0, seed=3)   # a Game, or its id
        table.legal_actions()            # what you may do now, as notations
        table.choose("P1 leads 6:6 with the 6 open")   # the bots answer at once
        table.undo()                     # back to before your last move
        table.hint()                     # what the search bot would play for you, and why
        table.review()                   # your moves graded by the search bot, and why
        table.handle({"choose": "6:6"})  # a message from the page: a move or a command
        table.live_html()                # the table as your seat sees it, with your moves

    `level` chooses the bots: "easy" (the game's own heuristic bot, the default), "normal"
    or "strong" (the search bot, bots/levels.py). `hands`, `rest`, `dealer` and
    `deal_number` fix the first deal as `new_initial_state` does; `seed` shuffles whatever
    they leave open, and `new_deal()` deals from the next seed.
    """

    def __init__(
        self,
        game: Game | str,
        seat: int = 0,
        bots: Sequence[Bot | None] | None = None,
        seed: int | None = None,
        *,
        hands: Sequence[Sequence[Any]] | None = None,
        rest: Sequence[Any] | None = None,
        dealer: int | None = None,
        deal_number: int = 0,
        level: str | None = None,
    ) -> None:
        # Everything is checked before the first deal, so that a mistake never shows up
        # later, after the person's move was applied.
        game = as_game(game)
        check_seed(seed)
        if bots is not None and level is not None:
            raise GameError("give bots or a level, not both")
        self.level = check_level("easy" if level is None else level)
        self._hinter: Hinter | None = None
        # The review of the game once it is over and the person asked for it.
        self._review: tuple[MoveReview, ...] | None = None
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
            raise GameError(
                f"no seat {excerpt(seat)} to play: {game.spec.name} here has seats 0 to "
                f"{game.players - 1}"
            )
        self.game = game
        self.seat = seat
        self.seed = seed
        self.error = ""
        """Why the last move sent from the page was refused ("" if it was not)."""
        self._bots = self._seat_bots(bots, seat)
        self._deal(seed, hands=hands, rest=rest, dealer=dealer, deal_number=deal_number)

    def _seat_bots(self, bots: Sequence[Bot | None] | None, seat: int) -> list[Bot | None]:
        players = self.game.players
        if bots is None:
            base = 0 if self.seed is None else self.seed
            return [
                None if s == seat else make_bot(self.game, self.level, base * 101 + s)
                for s in range(players)
            ]
        if isinstance(bots, str) or not isinstance(bots, Sequence):
            raise GameError(
                f"bots is a list of bots for the {players - 1} other seats, not {excerpt(bots)}"
            )
        bots = list(bots)
        if len(bots) == players - 1:
            bots.insert(seat, None)
        if len(bots) != players:
            raise GameError(
                f"{self.game.spec.name} here has {players} seats: give a bot for each of the "
                f"{players - 1} other seats (or {players} with None at yours), not {len(bots)}"
            )
        bots[seat] = None
        if any(bot is None for s, bot in enumerate(bots) if s != seat):
            raise GameError("every seat but yours needs a bot")
        return [None if s == seat else seated_bot(bot, s) for s, bot in enumerate(bots)]

    # -- playing -----------------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The game as it stands (all of it: use `state.view(table.seat)` for your view)."""
        return self._record.state

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self._record.state.is_terminal()

    @property
    def log(self) -> list[str]:
        """Every caption so far, as your seat saw the moves."""
        return list(self._log)

    def legal_actions(self) -> list[str]:
        """The short notations of your legal moves now ([] when it is not your turn)."""
        if self._record.state.current_player != self.seat:
            return []
        return [a.short for a in self._record.state.legal_actions()]

    def choose(self, action: Action | str) -> None:
        """Make your move; the bots then play until it is your turn again or the game
        ends. An illegal move raises IllegalActionError and changes nothing."""
        state = self._record.state
        mover = state.current_player
        if mover is None:
            raise GameError("the game is over: start a new deal with new_deal()")
        if mover != self.seat:
            turn, you = seat_name(mover), seat_name(self.seat)
            raise GameError(f"it is {turn}'s turn, not yours ({you})")
        chosen = state.find_action(action)
        self._undo.append(self._save())
        self._apply(chosen)
        self._answer()

    def undo(self) -> None:
        """Take back your last move and the bots' answers to it."""
        if not self._undo:
            raise GameError("nothing to undo: you have not moved yet in this deal")
        saved = self._undo.pop()
        self._record = saved.record
        self._log = list(saved.log)
        self._review = None

    def hint(self) -> str:
        """When it is your turn: the move to make and why, in a sentence, shown under the
        table and returned. A game with a solver (XiangShiFu) gives the solver's next move;
        any other, the search bot's choice for your seat (it sees only what your seat sees)."""
        state = self._record.state
        if state.is_terminal() or state.current_player != self.seat:
            raise GameError("a hint is for your turn, and it is not your turn now")
        if self._hinter is None:
            self._hinter = Hinter(self.game, self.seed)
        self._hint = f"Hint: {self._hinter.hint(state)[1]}"
        return self._hint

    def new_deal(self, seed: int | None = None) -> None:
        """Deal again: with `seed`, or the next seed after this table's (a fresh shuffle if
        the table has none)."""
        if seed is None and self.seed is not None:
            seed = self.seed + 1
        self.seed = seed
        self._deal(seed)

    def replay(self) -> Replay:
        """The game so far as a Replay (the whole game once it is over)."""
        return self._record.replay(self._names(), f"Your game of {self.game.spec.name}")

    def review(
        self, progress: Callable[[int, int], object] | None = None
    ) -> tuple[MoveReview, ...]:
        """Your moves so far graded by the search bot from what your seat saw
        (review.py): best, good, inaccuracy, mistake or blunder, and why. Once the game is
        over the review is kept and drawn under the table, to step through with the game
        as you saw it; `progress(done, total)` hears how far it has come."""
        if self._review is not None:
            return self._review
        marks = review(self.replay(), self.seat, progress=progress)
        if self.over:
            self._review = marks
        return marks

    def handle(self, message: Any, progress: Callable[[int, int], object] | None = None) -> None:
        """A message from the page: {"choose": notation} or {"command": "undo" | "new" |
        "hint" | "review"} (`progress` goes to a review). A refused one leaves the game as
        it was and says why in `error` (and under the table) instead of raising."""
        if not isinstance(message, dict):
            return
        self.error = ""
        try:
            if "choose" in message:
                self.choose(str(message["choose"]))
            elif message.get("command") == "undo":
                self.undo()
            elif message.get("command") == "new":
                self.new_deal()
            elif message.get("command") == "hint":
                self.hint()
            elif message.get("command") == "review":
                if not self.over:
                    raise GameError("a review is for a game played to its end: finish it first")
                self.review(progress)
        except GameError as exc:
            self.error = str(exc)

    # -- inside ----------------------------------------------------------------------------------

    def _deal(self, seed: int | None, **fixed: Any) -> None:
        self._record = Recorder(self.game.new_initial_state(seed=seed, **fixed))
        self._hint = ""
        self._review = None
        self._undo: list[_Saved] = []
        self._log = [self._record.state.intro()]
        self._answer()

    def _save(self) -> _Saved:
        return _Saved(self._record.copy(), tuple(self._log))

    def _apply(self, action: Action) -> None:
        self._hint = ""
        _, caption = self._record.apply_told(action, self.seat)
        self._log.append(caption)

    def _answer(self) -> None:
        """Let the bots play until it is the person's turn or the game is over."""
        state = self._record.state
        while (mover := state.current_player) is not None and mover != self.seat:
            bot = self._bots[mover]
            assert bot is not None  # only the person's seat has no bot
            self._apply(state.ask(bot))

    def _names(self) -> list[str]:
        return [YOU if bot is None else getattr(bot, "name", "bot") for bot in self._bots]

    # -- drawing -------------------------------------------------------------------------------

    def live_html(self) -> str:
        """The table as the person's seat sees it, with its moves (markup only)."""
        state = self._record.state
        spec = self.game.spec
        mover = state.current_player
        mine = mover == self.seat
        legal = state.legal_actions() if mine else []
        # Every piece the person may move is bright on the board: one click plays a piece
        # that only one move can play; otherwise the clicks pick pieces, and the buttons of
        # the moves made of exactly the pieces picked show (a pair led, three tiles given up).
        by_piece: dict[str, list[Action]] = {}
        by_set: dict[str, list[Action]] = {}
        loose: list[Action] = []
        for action in legal:
            picks = state.picks(action)
            if not picks:
                loose.append(action)
                continue
            by_set.setdefault(piece_set(picks), []).append(action)
            for pick in dict.fromkeys(picks):
                by_piece.setdefault(pick, []).append(action)
        choices = {piece: [a.short for a in actions] for piece, actions in by_piece.items()}
        drawing = board_svg(
            state.table(self.seat),
            names=self._names(),
            choices=choices if mine else None,
        )
        groups = [
            f'<span data-set={attr(key)} hidden="hidden">{"".join(map(_button, moves))}</span>'
            for key, moves in by_set.items()
        ]
        groups += [_button(a) for a in loose]
        if mover is None:
            prompt = "The game is over."
        elif mine:
            prompt = your_turn(legal)
        else:
            prompt = f"{seat_name(mover)} to play."
        everything = "".join(map(_button, legal))
        every = (
            f"<details><summary>All your legal moves ({len(legal)})</summary>"
            f'<div class="gw-choices">{everything}</div></details>'
            if legal
            else ""
        )
        log = "".join(f"<p>{text(line)}</p>" for line in self._log[-LOG_LINES:])
        error = f'<p class="gw-note" role="alert">{text(self.error)}</p>' if self.error else ""
        if self._hint:
            error += f'<p class="gw-note" role="status">{text(self._hint)}</p>'
        undo = "" if self._undo else ' disabled="disabled"'
        hint = "" if mine else ' disabled="disabled"'
        end = ""
        if state.is_terminal():
            shares = ", ".join(
                f"{seat_name(s)}{' (you)' if s == self.seat else ''} {signed(r)}"
                for s, r in enumerate(state.returns())
            )
            end = f"<p><strong>Settlement: {text(shares)}.</strong></p>" + self.end_html()
        return (
            f'<div class="gw-play" data-seat="{self.seat}">'
            f'<div class="gw-head"><strong>{text(spec.title)}</strong> '
            f'<span class="gw-about">You are {seat_name(self.seat)}; '
            f"{text(self._bot_names())}.</span></div>"
            f'<div class="gw-board">{drawing}</div>'
            f'<p class="gw-prompt">{text(prompt)}</p>{error}'
            f'<div class="gw-choices">{"".join(groups)}</div>{every}'
            f'<div class="gw-log" aria-live="polite">{log}</div>'
            f'<div class="gw-bar"><button type="button" data-command="undo"{undo}>Undo</button>'
            f'<button type="button" data-command="new">New deal</button>'
            f'<button type="button" data-command="hint"{hint}>Hint</button>'
            f'<button type="button" data-gw="full" aria-pressed="false">Full screen</button>'
            "</div>"
            f"{end}</div>"
        )

    def _bot_names(self) -> str:
        others = [
            f"{seat_name(s)} {getattr(b, 'name', 'bot')}"
            for s, b in enumerate(self._bots)
            if b is not None
        ]
        return "the bots: " + ", ".join(others) if others else "you play alone"

    def seen_html(self) -> str:
        """The game so far as the person's seat saw it, opening on the position now."""
        # Imported at a game's end, not with the table: without them (and html and hashlib,
        # which they import) the site's first table comes sooner (issue 31).
        from .render.replay import ReplayFrames

        frames = ReplayFrames(self.replay(), (self.seat,))
        return frames.html(frames.steps, self.seat)

    def end_html(self) -> str:
        """Under the table at the end: the Review button and the game as the person's seat
        saw it, or, once reviewed, the review with that game (render/review.py)."""
        if self._review is None:
            return (
                '<p class="gw-review-offer"><button type="button" data-command="review">'
                "Review my moves</button> The search bot grades each of your moves that had "
                "a choice, from only what your seat could see.</p>"
                "<p>Step through your game below, as you saw it.</p>" + self.seen_html()
            )
        from .render.replay import ReplayFrames  # as in seen_html
        from .render.review import review_html

        frames = ReplayFrames(self.replay(), (self.seat,))
        return review_html(frames, self._review, self.seat)

    def __repr__(self) -> str:
        mover = self._record.state.current_player
        who = "over" if mover is None else f"{seat_name(mover)} to play"
        return (
            f"{type(self).__name__}({self.game.id}, seat {seat_name(self.seat)}, "
            f"{len(self._record.actions)} moves, {who})"
        )


def piece_set(picks: Sequence[str]) -> str:
    """The pieces that choose a move, as the board names them (`State.picks`), sorted and
    joined by "|" (a name may hold a space: "A 6:6"); the stepper script reads it so."""
    return "|".join(sorted(picks))


def _button(action: Action) -> str:
    """A button that makes the move: it reads as the sentence and sends the short notation."""
    return (
        f'<button type="button" data-action={attr(action.short)} '
        f"title={attr(action.short)}>{text(action.text)}</button>"
    )


def your_turn(legal: Sequence[Action]) -> str:
    """What the table tells the person whose turn it is, from the moves open to him."""
    if not any(a.pieces for a in legal):
        return "Your turn: choose one of the buttons below."
    if all(a.kind == "discard" for a in legal):
        return "Your turn: click a bright piece to lay it down (or pick a move below)."
    if any(len(a.pieces) > 1 for a in legal):
        return (
            "Your turn: click the bright pieces to play together; the moves they take part "
            "in show below, to choose from (a piece only one move can play is played at once)."
        )
    several = len({a.pieces for a in legal if len(a.pieces) == 1}) < sum(
        len(a.pieces) == 1 for a in legal
    )
    if several:
        return (
            "Your turn: click a bright piece to play it; where it can be played more than one "
            "way, choose the way below."
        )
    return "Your turn: click a bright piece to play it, or pick a move below."
