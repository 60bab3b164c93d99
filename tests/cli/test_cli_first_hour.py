"""What a new player met in a first hour at the terminal (session 34), each kept fixed:
a board title cut short, tables and prompts that did not say what they showed."""

from __future__ import annotations

import io

import pytest
from cli_helpers import printed
from rich.console import Console

from rulebound.cli.render import THEME
from rulebound.kernel import load_game


@pytest.mark.parametrize(
    ("game_id", "params", "tail"),
    [
        ("marvel-mission-arena", {}, "score: P1 Avengers 0 - P2 Villains 0"),
        (
            "marvel-champions",
            {"heroes": "captain-marvel,iron-man"},
            "first player: P1 Captain Marvel",
        ),
    ],
)
def test_a_long_board_title_is_wrapped_whole_not_cut(game_id: str, params: dict, tail: str) -> None:
    """The title line ends in what a player reads it for (the score, the first player);
    an 80-column rule cut it to "score: P1 Avengers 0 - P…"."""
    state = load_game(game_id, **params).new_initial_state(seed=4)
    if game_id == "marvel-champions":
        state.apply_action(state.decision().options[0])  # the first player
    text = printed(state.view(0))
    assert "…" not in text.splitlines()[0] + text.splitlines()[1]
    assert tail in " ".join(text.split())


def test_games_lists_each_parameter_as_typed_with_what_it_does() -> None:
    """``rulebound games`` showed Python reprs (``'spider-man'``, ``''``), type names
    (``int``, ``str``) and "1 players"; a player types ``spider-man`` and wants to
    know what ``level -1`` means."""
    from typer.testing import CliRunner

    from rulebound.cli.main import app

    result = CliRunner().invoke(app, ["games"], env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "'spider-man'" not in out and "''" not in out and "spider-man" in out
    assert not any(f" {word} " in f" {out} " for word in ("int", "str", "bool"))
    assert "1 players" not in out and "1 player by default" in out
    assert "-1: the recommended level for the party" in out
    assert "off, A, B: the optional Weak Point bonus" in out


def test_every_parameter_of_the_shipped_games_says_what_it_does() -> None:
    from rulebound.kernel.game import list_games

    for info in list_games():
        if info.id.endswith("-test"):
            continue
        missing = set(info.parameters) - set(info.parameter_help)
        assert not missing, (info.id, missing)


def test_the_lobby_form_has_each_parameter_s_help() -> None:
    from rulebound.web.app import game_catalog

    games = {g["id"]: g for g in game_catalog()}
    heroes = next(p for p in games["marvel-champions"]["parameters"] if p["name"] == "heroes")
    assert "1 to 4 heroes" in heroes["help"]


def _read(monkeypatch: pytest.MonkeyPatch, typed: list[str], labels: list[str], objects=None):
    from rulebound.cli import keys

    out = io.StringIO()
    console = Console(file=out, width=80, color_system=None, theme=THEME, highlight=False)
    answers = iter(typed)
    monkeypatch.setattr("builtins.input", lambda *_: next(answers))
    answer = keys.read_answer(console, "Decline?", labels, lambda: objects or {}, {})
    return answer, out.getvalue()


def test_a_single_option_is_asked_as_1_not_1_to_1(monkeypatch: pytest.MonkeyPatch) -> None:
    answer, text = _read(monkeypatch, ["2", "1"], ["decline"])
    assert "[1-1" not in text and "Your choice [1, ? for keys]" in text
    assert "There is no option 2: type 1, or ? for the keys." in text
    assert answer.index == 0


def test_info_on_two_identical_dice_tells_them_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Kylo Ren has two dice of one kind: ``info kylo ren die`` printed the same
    faces twice."""
    state = load_game("star-wars-destiny").new_initial_state(seed=3)
    objects = state.visible_objects(0)
    dice = [o for o in objects.values() if o.get("name") == "Kylo Ren die"]
    assert len(dice) == 2
    _, text = _read(monkeypatch, ["info kylo ren die", "1"], ["pass"], objects)
    assert text.count("Kylo Ren die (die)") == 1


def test_the_mission_arena_board_explains_its_abbreviations() -> None:
    """AK/DF/RS, PP rdy/eng, MP and the rarities were never spelled out, and the
    Special Ability column had no heading (an empty column on an empty Squad)."""
    state = load_game("marvel-mission-arena").new_initial_state(seed=4)
    text = " ".join(printed(state.view(0)).split())
    assert "AK/DF/RES Attack/Defense/Resistance" in text and "[UR] ultra rare" in text
    assert "PP rdy/eng Power Points ready/engaged" in text
    assert "Ability, notes" in text and "AK/DF/RS" not in text


def test_the_shop_says_what_each_item_does(tmp_path) -> None:
    """The City Supply listed names and prices only; a player buys by what an item
    does (its slot, its uses, its text)."""
    from typer.testing import CliRunner

    from rulebound.cli.main import app

    def ok(*args: str) -> str:
        result = CliRunner().invoke(
            app, ["gloomhaven", "campaign", *args], env={"COLUMNS": "200", "NO_COLOR": "1"}
        )
        assert result.exit_code == 0, result.output
        return str(result.stdout)

    db = str(tmp_path / "c.db")
    ok("new", db, "--seed", "4")
    ok("create-character", db, "brute", "--name", "Grom")
    shop = ok("shop", db, "Grom")
    assert "Boots of Striding: 20 gold (2 left)" in shop
    assert "legs, spent when used. One of your Move abilities goes 2 hexes further." in shop
    # whose gold and at what prices, and what the character owns already (it listed
    # prices alone)
    assert "The City Supply for Grom (30 gold; prices +0 at Reputation +0)." in shop
    ok("shop", db, "Grom", "--buy", "3")
    assert "Hide Armor: 10 gold (1 left; Grom owns one)" in ok("shop", db, "Grom")


def test_bench_says_what_its_measures_are() -> None:
    """ "clones/s" meant nothing to a new user: the table is followed by what each
    measure counts."""
    from rulebound.cli.render import render_bench

    out = io.StringIO()
    console = Console(file=out, width=80, color_system=None, theme=THEME, highlight=False)
    figures = {
        "game": "pig-test/1",
        "games_per_s": 1.0,
        "decisions_per_s": 2.0,
        "clones_per_s": 3.0,
        "decisions_per_game": 4.0,
        "games": 5,
    }
    render_bench(console, figures)
    text = " ".join(out.getvalue().split())
    assert "clones/s, copies of mid-game states" in text


def test_a_solo_simulation_has_no_seats_to_alternate() -> None:
    from rulebound.cli.render import render_sim

    out = io.StringIO()
    console = Console(file=out, width=80, color_system=None, theme=THEME, highlight=False)
    bot = {"slot": 0, "bot": "greedy", "wins": 1, "losses": 1, "draws": 0, "win_rate": 0.5}
    bot |= {"win_rate_ci95": (0.1, 0.9), "decisions_per_game": 10.0}
    result = {"game": "marvel-champions/1", "games": 2, "seed": 0, "bots": [bot]}
    result |= {"seat_wins": [1], "draws": 0, "decisions_per_game": 10.0}
    render_sim(console, result | {"decisions_min": 5, "decisions_max": 15})
    assert "alternate" not in out.getvalue()


def test_a_simulation_tells_a_bots_decisions_from_everyones() -> None:
    """The table's column counts the bot's own decisions a game and the line under it
    every seat's: "Dec./game" beside "Decisions per game" read as the same figure."""
    from rulebound.cli.render import render_sim

    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None, theme=THEME, highlight=False)
    bots = [
        {"slot": i, "bot": b, "wins": 1, "losses": 1, "draws": 0, "win_rate": 0.5}
        | {"win_rate_ci95": (0.1, 0.9), "decisions_per_game": d}
        for i, (b, d) in enumerate((("greedy", 48.4), ("random", 51.2)))
    ]
    result = {"game": "marvel-mission-arena/1", "games": 2, "seed": 0, "bots": bots}
    result |= {"seat_wins": [1, 1], "draws": 0, "decisions_per_game": 99.6}
    render_sim(console, result | {"decisions_min": 32, "decisions_max": 303})
    text = out.getvalue()
    assert "Its dec./game" in text and "Dec./game" not in text
    assert "Decisions per game, every seat's: 99.6 (min 32, max 303)" in text


def test_an_empty_marvel_champions_hand_reads_empty() -> None:
    """Before the set-up draw the own hand read "Hand: -" (the others' "Hand: 0 cards")."""
    state = load_game("marvel-champions", heroes="captain-marvel,iron-man").new_initial_state(4)
    text = printed(state.view(0))
    assert "Hand: empty" in text and "Hand: -" not in text


def test_destiny_setup_is_titled_setup_not_round_0() -> None:
    """Session 35: the board read "Round 0 | setup phase" before the first round."""
    state = load_game("star-wars-destiny").new_initial_state(seed=3)
    title = printed(state.view(0)).splitlines()[0]
    assert "Setup" in title and "Round 0" not in title
    while state.view(0)["round"] < 1:
        state.apply_action(state.legal_actions()[0])
    assert "Round 1" in " ".join(printed(state.view(0)).splitlines()[:3])


def test_the_whole_log_says_whose_private_lines_they_are(tmp_path) -> None:
    """`--auto` and `replay` print every seat's private lines: two "You draw ..." in a
    row (Destiny), or "You lead with ..." for each Gloomhaven character, told no one
    whose they were."""
    from typer.testing import CliRunner

    from rulebound.cli.main import app

    env = {"COLUMNS": "200", "NO_COLOR": "1"}
    save = tmp_path / "game.json"
    args = ["play", "star-wars-destiny", "--auto", "--seed", "3", "--save", str(save)]
    played = CliRunner().invoke(app, args, env=env)
    replayed = CliRunner().invoke(app, ["replay", str(save)], env=env)
    for result in (played, replayed):
        assert result.exit_code == 0, result.output
        lines = [line.strip() for line in result.stdout.splitlines()]
        assert "(to P1 Rey Starter) You draw Awakening, Daring Escape, BB-8, Jedi Robes, " in (
            result.stdout
        )
        assert "(to P2 Kylo Ren Starter) You draw " in result.stdout
        assert not [line for line in lines if line.startswith(("You ", "Your "))], lines
    args = ["play", "gloomhaven", "--auto", "--seed", "3", "--bot", "greedy"]
    result = CliRunner().invoke(app, args, env=env)
    assert "(to Brute) You lead with Skewer and play Leaping Cleave." in result.stdout


def test_marvel_champions_names_its_modular_sets_and_decks_where_they_are_set() -> None:
    """`rulebound games` and the lobby said "modular encounter sets" and "deck names"
    without one name: a player learnt them only from an error."""
    from rulebound.games.marvel_champions.decks import SHIPPED
    from rulebound.games.marvel_champions.game import MODULAR
    from rulebound.kernel.game import load_game

    help_of = load_game("marvel-champions").info.parameter_help
    for name in MODULAR:
        assert name in help_of["modular"], name
    for name in SHIPPED:
        assert name in help_of["decks"], name


def test_a_game_s_description_wraps_under_itself() -> None:
    """At 80 columns the Marvel Champions description's last word ("Ultron.") went back
    to column 0, under the game's id."""
    from typer.testing import CliRunner

    from rulebound.cli.main import app

    result = CliRunner().invoke(app, ["games"], env={"COLUMNS": "80", "NO_COLOR": "1"})
    lines = result.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("  Cooperative card game"))
    assert lines[at + 1].startswith("  Ultron."), lines[at : at + 2]


def test_resuming_a_finished_game_shows_its_end_and_asks_nothing(tmp_path) -> None:
    """`play --resume` of a finished game showed the end, then asked to save the same
    game again (over the file it came from)."""
    from typer.testing import CliRunner

    from rulebound.cli.main import app

    env = {"COLUMNS": "200", "NO_COLOR": "1"}
    save = tmp_path / "game.json"
    args = ["play", "marvel-mission-arena", "--auto", "--seed", "3", "--save", str(save)]
    assert CliRunner().invoke(app, args, env=env).exit_code == 0
    before = save.stat().st_mtime_ns
    result = CliRunner().invoke(app, ["play", "--resume", str(save)], input="\n", env=env)
    assert result.exit_code == 0, result.output
    assert "This game is over already" in result.stdout and "wins" in result.stdout
    assert "Save the game" not in result.stdout and save.stat().st_mtime_ns == before


def test_an_effect_whose_source_left_play_names_no_python_value() -> None:
    """A Bonus Attack whose protagonist had left play read "from None (100)"."""
    view = load_game("marvel-mission-arena").new_initial_state(seed=4).view(0)
    view["effects"] = [{"ability": "Bonus Attack", "owner": 0, "source": None, "amount": 100}]
    text = " ".join(printed(view, width=120).split())
    assert "Effect: Bonus Attack from a protagonist no longer in play (100)" in text
    assert "None" not in text


def test_destiny_characters_fit_80_columns_before_any_upgrade() -> None:
    """The board's empty "upgrades / attached" column wrapped every character's name
    and state over two lines at 80 columns; it is shown once something is attached."""
    state = load_game("star-wars-destiny").new_initial_state(seed=4)
    lines = printed(state.view(0)).splitlines()
    assert any(line.startswith("Rey, Force Prodigy (elite)  0/10 damage") for line in lines)
    assert "upgrades / attached" not in "\n".join(lines)
    while not any(u.get("upgrades") for p in state.view(0)["players"] for u in p["in_play"]):
        assert not state.is_terminal()
        options = state.decision().options  # until an upgrade is on a character
        state.apply_action(options[-1] if len(options) > 1 else options[0])
    assert "upgrades / attached" in printed(state.view(0), width=120)
