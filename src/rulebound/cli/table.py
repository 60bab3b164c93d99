"""A game at the terminal: a person's (or a hot seat's) play loop, bots' games
printed whole, the final board and its verdict, and saving the replay.

The loop talks only to the kernel's front-end API: ``state.decision()`` for what to
answer, ``state.view(seat)`` and the seat's log for what to show,
``state.public_action_string`` for a bot's decision as the other seats may read it,
``state.undo`` and ``state.visible_objects`` for the keys. A bot's decision that its
first event says again is read once (:func:`restates`).
"""

from __future__ import annotations

import functools
import re
import signal
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from rulebound.bots import Bot, ask
from rulebound.cli import keys, render, render_gloomhaven, render_marvel, screen
from rulebound.kernel.decision import CHANCE, TERMINAL
from rulebound.kernel.errors import ParameterError, RuleboundError
from rulebound.kernel.files import check_output_path
from rulebound.kernel.game import Game
from rulebound.kernel.play import sample_chance
from rulebound.kernel.rng import Rng
from rulebound.kernel.state import State


def _save_prompt(default: Path | None, over: bool = False) -> str:
    """The save question; it says what a blank answer does. A finished game has
    nothing left to resume: its replay is saved to be read or stepped through."""
    what = "the replay (for rulebound replay)" if over else "the game"
    if default is None:
        why = "" if over else " to resume it later"
        return f"Save {what}{why}? File name (blank: do not save): "
    return f"Save {what}? File name [{default}] (blank: save to {default}, n: do not save): "


def offer_save(console: Console, state: State, default: Path | None) -> None:
    """Ask for a file name until the replay is saved or the player skips; a name that
    cannot be written to (a folder, a missing folder, no permission) is asked again."""
    while True:
        ended = False  # no more input: the default once, then give up
        try:
            raw = console.input(Text(_save_prompt(default, state.is_terminal())))
        except EOFError:
            raw, ended = "", True
        except KeyboardInterrupt:
            raw, default = "", None
        name = raw.strip()
        target = Path(name) if name else default
        if target is None or name.lower() in ("n", "no"):
            console.print("Replay not saved.")
            return
        try:
            save_replay(state, check_output_path(target, ""))
        except RuleboundError as err:
            if ended:
                console.print(Text(f"{err}. Replay not saved.", "red"))
                return
            console.print(Text(f"{err}. Give another file name, or none to skip.", "red"))
            continue
        console.print(Text(f"Replay saved to {target}"))
        return


def save_replay(state: State, target: Path) -> None:
    """Save the replay, or a :class:`ParameterError` if the file cannot be written."""
    try:
        state.to_replay().save(target)
    except OSError as exc:
        raise ParameterError(f"{target}: cannot write the replay ({exc.strerror or exc})") from None


def _told(reason: Any, said: Sequence[str]) -> bool:
    """Whether the last lines printed (the game's own end line) already give ``reason``."""
    return bool(reason) and any(str(reason) in line for line in said[-8:])


def result_line(
    view: dict[str, Any], state: State, seat: int | None, said: Sequence[str] = ()
) -> Text:
    """The verdict under a finished game. The game's log ends in its own end line
    ("The players lose: The Break-In! is completed"); when ``said`` (the lines just
    printed) holds it, the verdict does not give the reason a second time."""
    if view.get("game") == "gloomhaven":
        return render_gloomhaven.result_line(view, told=any("The scenario is" in x for x in said))
    reason = view.get("win_reason") or view.get("reason")
    if view.get("game") == "marvel-champions":
        return render_marvel.result_line(view, with_reason=not _told(reason, said))
    returns = state.returns()
    suffix = f" ({reason})" if reason and not _told(reason, said) else ""
    if all(r == returns[0] for r in returns) and state.game.info.utility == "identical":
        # cooperative: the players win or lose together
        if returns[0] > 0:
            return Text(f"The players win{suffix}!", style="bold green")
        return Text(f"The players lose{suffix}.", style="bold red")
    best = max(returns)
    winners = [s for s, r in enumerate(returns) if r == best]
    if len(winners) != 1:
        return Text(f"Draw{suffix}.", style="bold yellow")
    if seat is None:
        return Text(f"{render.seat_name(view, winners[0])} wins{suffix}.", style="bold green")
    if winners[0] == seat:
        return Text(f"You win{suffix}!", style="bold green")
    return Text(f"You lose: {render.seat_name(view, winners[0])} wins{suffix}.", style="bold red")


def play_auto(
    console: Console, game: Game, state: State, bots: dict[int, Bot], chance: Rng, models: Rng
) -> None:
    shown = 0
    whole = render.SeatLog(None)  # every seat's own lines marked as its own
    while not state.is_terminal():
        decision = state.decision()
        if decision.seat == CHANCE:
            state.apply_action(sample_chance(state, chance))
        else:
            seat = decision.seat
            state.apply_action(ask(bots[seat], state, seat, list(decision.options), models))
        log = whole.read(state)
        render.render_log(console, log[shown:])
        shown = len(log)
    console.rule()
    console.print(result_line(state.view(0), state, None, state.log))


def auto_interrupted(console: Console, state: State, save: Path | None) -> None:
    """Ctrl-C while bots play: keep the game so far (its decisions replay it, and
    ``--resume`` goes on from there) when ``--save`` named a file, and say what happened."""
    moves = keys.plural(len(state.history or ()), "decision")
    if save is None:
        console.print(Text(f"Interrupted after {moves}; the game was not saved (no --save)."))
        return
    quiet = signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C waits for it
    try:
        save_replay(state, save)
    except ParameterError as err:
        console.print(Text(f"Interrupted after {moves}. {err}. Replay not saved.", "red"))
        return
    finally:
        signal.signal(signal.SIGINT, quiet)
    console.print(
        Text(
            f"Interrupted after {moves}. The game so far is saved to {save}: "
            f"rulebound play --resume {save} goes on from there."
        )
    )


def print_new_lines(console: Console, lines: Sequence[str]) -> None:
    """Print log lines as they happen (a turn line becomes a ruled header)."""
    for line in lines:
        header = render.TURN_HEADER.match(line)
        if header:
            console.rule(Text(header.group(1) or line, style="log.turn"))
        else:
            console.print(Text("  ") + render.log_line(line))


class Table:
    """The game being played at the terminal; an undo replaces its state. ``seat`` is
    the seat whose view is on screen and ``shown`` how much of its log was printed: the
    events that ended the game are held back for the final board (printed once)."""

    def __init__(self, state: State, seat: int, hand_over: bool = False) -> None:
        self.state = state
        self.seat = seat
        self.shown = len(render.seat_log(state, seat))
        # at a terminal, the screen is cleared and the next human asked to take over
        # when the decision passes between human seats (--hand-over / --open-hands)
        self.hand_over = hand_over


def finish(console: Console, table: Table) -> None:
    """The final board with the events not printed yet (the end of the game), then the
    verdict, which gives the reason only if those events did not."""
    state, seat = table.state, table.seat
    log = render.seat_log(state, seat)
    recent = log[table.shown :]
    print_new_lines(console, recent[:-8])
    view = state.view(seat)
    render.render_view(console, view, recent[-8:])
    console.print(result_line(view, state, seat, recent))


def play_human(
    console: Console,
    table: Table,
    humans: Sequence[int],
    bots: dict[int, Bot],
    bot_name: str,
    chance: Rng,
    save: Path | None,
    models: Rng,
    saving: bool = True,
) -> bool:
    """Play until the end; ``False`` if the human quit (offered to save the game unless
    not ``saving``: a campaign's scenario is replayed from its campaign, not a file).

    A human seat sees only ``state.view(seat)`` and its log (with several human
    seats, a hot seat: each decision shows its own seat's view). A bot's decision is
    told as the other seats may read it (``public_action_string``), under its name;
    what follows is the game's own doing and printed without it. The board is drawn
    when the round, turn or phase changed or a bot acted since it was last drawn (and on
    ``v``). ``u`` takes back the seat's last decision when the kernel allows it.
    """
    seat = table.seat
    shown = table.shown
    drawn_at: tuple[Any, ...] | None = None  # where the board was drawn last
    bot_acted = True
    above = screen.Above(len(render.seat_log(table.state, seat)))  # what the board need not repeat
    while True:
        state = table.state
        decision = state.decision()
        if decision.seat == TERMINAL:
            return True
        if decision.seat == CHANCE:
            state.apply_action(sample_chance(state, chance))
            continue
        if decision.seat not in humans:
            action = ask(bots[decision.seat], state, decision.seat, list(decision.options), models)
            told = _as_theirs(state.public_action_string(action))
            state.apply_action(action)
            who = f"{render.seat_name(state.view(seat), decision.seat)} ({bot_name})"
            log = render.seat_log(state, seat) if not state.is_terminal() else []
            said = 0  # the events the decision's line tells, not printed again
            if not (log[shown:] and restates(log[shown], told)):  # else its event tells it
                console.print(Text(f"{who}: ", style="seat.other") + Text(told))
                above.printed([f"{who}: {told}"], log=False)
                # "Deploy a protagonist face down to the Active zone", then "P2 Villains
                # deploys a protagonist face down.": the event says less; once is enough
                said = int(bool(log[shown:]) and _told_by(log[shown], f"{who} {told}"))
            if not state.is_terminal():  # the end is told under the final board
                print_new_lines(console, log[shown + said :])
                above.printed(log[shown:])
                shown = table.shown = len(log)
            bot_acted = True
            continue
        if decision.seat != seat:  # the next human at the hot seat
            seat = table.seat = decision.seat
            shown = table.shown = len(render.seat_log(state, seat))
            above = screen.Above(shown)
            bot_acted = True
            name = render.seat_name(state.view(seat), seat)
            if table.hand_over and console.is_terminal:
                try:  # the last player's hand and plans are theirs alone
                    keys.hand_over(console, name)
                except keys.Quit:
                    console.print("You quit the game.")
                    if saving:
                        offer_save(console, state, save)
                    return False
            console.print(Text(f"— {name} —", style="bold"))
        view = state.view(seat)
        # A Marvel Champions view has rounds and no turns: a new round is a new board.
        where = (view.get("round"), view.get("turn"), view.get("phase"))
        if view.get("game") == "gloomhaven":  # no turns or phases: redraw when the map moves
            where = render_gloomhaven.board_key(view)
        options = list(decision.options)
        labels = [state.action_to_string(a) for a in options]
        drawn = None  # the options follow what is on screen already
        if bot_acted or where != drawn_at:
            drawn = screen.draw_board(
                console, view, render.seat_log(state, seat)[-6:], decision.prompt, labels, above
            )
            drawn_at, bot_acted = where, False
            above.drawn()
        try:
            describe = functools.partial(state.visible_objects, seat)
            answer = keys.read_answer(console, decision.prompt, labels, describe, view, drawn)
        except keys.Quit:
            console.print("You quit the game.")
            if saving:
                offer_save(console, state, save)
            return False
        if answer.command == "board":
            render.render_view(console, view, render.seat_log(state, seat)[-6:])
            continue
        if answer.command == "undo":
            if state.undo_point(seat) is None:
                console.print(
                    Text(
                        "Nothing to undo: undo goes back only to your own last decision, "
                        "and not past anything revealed to you since (a draw, a roll, a "
                        "shuffle, another player's move).",
                        style="red",
                    )
                )
                continue
            table.state = state.undo(seat)
            shown = table.shown = len(render.seat_log(table.state, seat))
            above = screen.Above(shown)  # the board shows where the game now is
            console.print(Text("Your last decision is taken back.", style="seat.me"))
            bot_acted = True
            continue
        console.print(Text("You choose: ", style="seat.me") + Text(labels[answer.index]))
        above.answered()
        above.printed([f"You choose: {labels[answer.index]}"], log=False)
        state.apply_action(options[answer.index])
        if not state.is_terminal():  # the end is told under the final board
            log = render.seat_log(state, seat)
            print_new_lines(console, log[shown:])
            above.printed(log[shown:])
            shown = table.shown = len(log)


_YOUR = re.compile(r"\b([Yy])our\b")


def _as_theirs(label: str) -> str:
    """An option's label, written for the seat choosing it ("end your turn", "basic
    attack with your hero"), told of another seat: "end their turn". Read as it was, the
    "your" was the reader's own."""
    return _YOUR.sub(lambda m: "Their" if m.group(1) == "Y" else "their", label)


_FILLER = frozenset({"a", "an", "the", "to", "their", "your", "with", "of", "for", "and", "at"})


# what an option's label adds that its event need not say again: whose card it is
# ("(P2)"), a card's subtitle (", Starkiller Base", ", First Order Defector"), and the
# words that frame a cost or a die face ("(cost 1)" is "paying 1"; "side 2: 2 melee")
_OWNER = re.compile(r"\(P\d\)")
_SUBTITLE = re.compile(r", (?:[A-Z][\w'-]*\s?)+(?=$|[,(])")
_FRAME = frozenset({"cost", "showing", "side"})


def restates(event: str, told: str) -> bool:
    """Whether the first event after a bot's decision says that decision again ("end
    their turn", then "P2 Captain Marvel ends their turn."; "claim Frozen Wastes,
    Starkiller Base", then "P2 claims Frozen Wastes"): every word of the decision but
    its owner tags, subtitles and cost or face framing is in it, a verb with its ending
    ("assign" in "assigns"). Then the decision is not printed too; a decision its
    events do not tell ("no defender", "keep the rest" after a mulligan's picks) still is."""
    said = re.findall(r"[a-z0-9']+", event.lower())
    told = _SUBTITLE.sub("", _OWNER.sub("", told))
    words = [w for w in re.findall(r"[a-z0-9']+", told.lower()) if w not in _FILLER | _FRAME]

    def found(word: str) -> bool:
        if word.isdigit():
            return word in said
        return any(w == word or (w.startswith(word) and len(w) - len(word) <= 2) for w in said)

    return bool(words) and all(found(w) for w in words)


def _told_by(event: str, decision: str) -> bool:
    """Whether a bot's ``decision`` line (with its seat's name) already says all the
    event after it does: every word of the event is in it, a verb with or without its
    ending ("deploys" for "Deploy")."""
    said = re.findall(r"[a-z0-9']+", decision.lower())
    words = [w for w in re.findall(r"[a-z0-9']+", event.lower()) if w not in _FILLER]

    def found(word: str) -> bool:
        if word.isdigit():
            return word in said
        return any(
            w == word or (max(w, word).startswith(min(w, word)) and abs(len(w) - len(word)) <= 2)
            for w in said
        )

    return bool(words) and all(found(w) for w in words)
