"""Session 36, a new player's first hour: what the terminal said twice (or three times),
each kept said once."""

from __future__ import annotations

import contextlib
import tempfile

import pytest
from typer.testing import CliRunner

from rulebound.cli.main import app

ENV = {"COLUMNS": "100", "NO_COLOR": "1"}


def run(*args: str, answers: str = "") -> str:
    # in a folder of its own: answers left over after the end are the save prompt's
    # file name ("1"), which wrote a replay named 1 wherever the tests ran
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        result = CliRunner().invoke(app, list(args), input=answers, env=ENV)
    assert result.exit_code == 0, result.output
    return str(result.stdout)


@pytest.mark.parametrize(
    ("args", "reason", "verdict"),
    [
        (
            ("play", "marvel-champions", "--villain", "rhino", "--seed", "1"),
            "The Break-In! is completed",
            "The heroes lose.",
        ),
        (
            ("play", "star-wars-destiny", "--seed", "4"),
            "all of P1 Rey Starter's characters are defeated",
            "You lose: P2 Kylo Ren Starter wins.",
        ),
    ],
)
def test_the_end_of_a_game_gives_its_reason_once(args: tuple, reason: str, verdict: str) -> None:
    """The game's own end line ("The players lose: The Break-In! is completed") was
    printed as it happened, again in the final board's recent events (and Destiny's
    "Winner:" line), then once more in the verdict. Now the last events are printed
    once, under the final board, and the verdict under them names no reason again."""
    text = run(*args, answers="1\n" * 400 + "n\n")
    assert text.count(reason) == 1, text[-3000:]
    assert verdict in text


def test_auto_play_and_replay_end_with_one_reason(tmp_path) -> None:
    save = str(tmp_path / "g.json")
    text = run("play", "star-wars-destiny", "--auto", "--seed", "3", "--save", save)
    reason = "all of P2 Kylo Ren Starter's characters are defeated"
    assert text.count(reason) == 1 and "P1 Rey Starter wins." in text
    assert run("replay", save).count(reason) == 1


def test_the_demo_prints_no_python_values() -> None:
    """The demo ended in "Final scores: None" (or "[6, 2]")."""
    text = run("demo", "marvel-champions", "--games", "2", "--workers", "1")
    assert "None" not in text and "decisions." in text
    text = run("demo", "--games", "2", "--workers", "1")
    assert "Final score: P1 Avengers " in text and "[" not in text.split("Final score")[1][:30]


def test_a_gloomhaven_scenario_ends_in_one_verdict() -> None:
    """ "The scenario is lost: every character is exhausted." was followed by "Scenario
    lost: the party is defeated.", the same end in other words."""
    text = run("play", "gloomhaven", "--auto", "--bot", "random", "--seed", "1")
    assert "The scenario is lost: every character is exhausted." in text
    assert text.rstrip().endswith("Scenario lost.") and "party is defeated" not in text


def test_a_board_does_not_repeat_the_events_printed_above_it() -> None:
    """Each board redrawn at a new phase ended in "Recent events:", the same lines
    that had just been printed above it as they happened. Off a terminal (and on a
    terminal tall enough to still show them) a board lists only events never printed:
    the set-up's on the first board."""
    text = run(
        "play", "marvel-champions", "--villain", "rhino", "--seed", "1", answers="1\n" * 400 + "n\n"
    )
    assert text.count("Recent events:") == 2, text  # the set-up's and the final board's


def test_a_tall_terminal_keeps_the_events_above_in_sight() -> None:
    import io

    from rich.console import Console

    from rulebound.cli import screen
    from rulebound.cli.render import THEME
    from rulebound.kernel import load_game

    state = load_game("marvel-champions", heroes="spider-man").new_initial_state(seed=1)
    log = state.log_for(0)[-6:]

    def board(printed: int) -> str:
        out = io.StringIO()
        console = Console(
            file=out, width=100, height=30, force_terminal=True, theme=THEME, color_system=None
        )
        above = screen.Above()
        above.printed(["You choose: keep"] * (printed - 3), log=False)
        above.printed(log[-3:])
        screen.draw_board(console, state.view(0), log, "Mulligan", ["keep", "discard"], above)
        return out.getvalue()

    assert "Recent events:" not in board(3)  # the lines above are still in sight
    assert "Recent events:" in board(20)  # they scrolled away: the board tells them


@pytest.mark.parametrize(
    ("game", "public", "private"),
    [
        ("marvel-champions", "P1 Spider-Man draws 6 cards.", "P1 Spider-Man draws Spider-Tracer"),
        ("star-wars-destiny", "P1 Rey Starter draws 5 cards.", "You draw "),
        ("marvel-mission-arena", "P1 Avengers draws 10 cards.", "P1 Avengers draws Black Widow"),
    ],
)
def test_a_seat_reads_its_own_draw_once(game: str, public: str, private: str) -> None:
    """A draw was told twice to the drawing seat: the count the others read ("draws 6
    cards."), then the cards ("draws Spider-Tracer, ..."). The others still read the
    count; the seat reads its cards."""
    from rulebound.cli.render import seat_log
    from rulebound.kernel import load_game

    state = load_game(game).new_initial_state(seed=1)
    mine, theirs = seat_log(state, 0), seat_log(state, 1) if state.game.num_players > 1 else []
    assert public not in mine and any(line.startswith(private) for line in mine)
    if theirs:
        assert public in theirs


def test_a_face_down_deployment_is_read_once_by_its_player() -> None:
    from rulebound.cli.render import seat_log
    from rulebound.kernel import load_game

    state = load_game("marvel-mission-arena").new_initial_state(seed=1)
    state.apply_action(state.legal_actions()[0])
    mine = seat_log(state, 0)
    assert "P1 Avengers deploys a protagonist face down." not in mine
    assert mine[-1].startswith("P1 Avengers deploys ") and mine[-1].endswith("to Active 1.")
    assert seat_log(state, 1)[-1] == "P1 Avengers deploys a protagonist face down."


def test_the_discard_piles_say_whose_they_are() -> None:
    """``d`` printed " discard pile (0 cards): empty" twice in Marvel Champions: the
    encounter deck's and the player's, neither named."""
    import io

    from rich.console import Console

    from rulebound.cli.keys import show_discards
    from rulebound.kernel import load_game

    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    show_discards(console, load_game("marvel-champions").new_initial_state(seed=1).view(0))
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("Encounter discard pile (0 cards)")
    assert lines[1].startswith("Peter Parker discard pile (0 cards)")


def test_the_demo_tells_each_draw_and_deployment_once() -> None:
    """The demo's full log printed "P1 Avengers draws 10 cards." and then the ten
    cards, "deploys a protagonist face down." and then which one: each twice."""
    text = run("demo", "--games", "2", "--workers", "1")
    flat = " ".join(text.split())
    assert "P1 Avengers draws Hawkeye [C], Captain Marvel [C]" in flat
    assert "draws 10 cards" not in flat and "deploys a protagonist face down" not in flat


@pytest.mark.parametrize(
    ("told", "event", "again"),
    [
        ("play Use The Force (cost 1)", "P2 Kylo Ren Starter plays Use The Force, paying 1.", True),
        ("side 2: 2 melee (cost 1)", "Kylo Ren die is turned to 2 melee (cost 1).", True),
        (
            "First Order Stormtrooper die (P2) showing 2 ranged",
            "P2 Kylo Ren Starter resolves First Order Stormtrooper die: 2 ranged.",
            True,
        ),
        (
            "claim Frozen Wastes, Starkiller Base",
            "P2 Kylo Ren Starter claims Frozen Wastes; they pass for the rest of the round.",
            True,
        ),
        ("Finn, First Order Defector (P1)", "Finn is dealt 2 ranged damage: 2/10.", True),
        # told only by the decision: the event says something else
        (
            "Finn, First Order Defector (P1)",
            "P2 Kylo Ren Starter looks at a card costing 2.",
            False,
        ),
        ("side 2: 2 melee (cost 1)", "Kylo Ren die is turned to 1 melee.", False),
        # the mulligan's "keep your hand" (nothing picked) is what its event says
        ("keep their hand", "P2 Kylo Ren Starter keeps their hand.", True),
        ("keep the rest", "P2 Kylo Ren Starter shuffles 2 cards back.", False),
        ("no defender", "Rhino attacks Spider-Man for 3.", False),
    ],
)
def test_a_bot_decision_its_event_restates_is_read_once(told: str, event: str, again: bool) -> None:
    """Destiny's bot lines said in other words what their event then said: a card's
    subtitle, its owner's tag and the "(cost 1)" of the label made "play Use The Force
    (cost 1)" read as news beside "P2 ... plays Use The Force, paying 1."."""
    from rulebound.cli.table import restates

    assert restates(event, told) is again
