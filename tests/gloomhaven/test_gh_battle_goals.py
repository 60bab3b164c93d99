"""Battle goals as a scenario parameter: two dealt, one kept in secret, judged at the
end, checkmarks only on success; the file's checks; the kernel conformance suite.
Every goal here is synthetic, written to tmp_path (no battle goal card is shipped)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from gh_helpers import arena_file, goal, goal_arena, goals_file, monster, run
from typer.testing import CliRunner

from rulebound import load_game
from rulebound.cli.main import app
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.battle_goals import load_goals
from rulebound.games.gloomhaven.damage import exhaust, suffer
from rulebound.games.gloomhaven.goal_play import statistics
from rulebound.games.gloomhaven.position import set_hp
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.conformance import check_game
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.rng import Rng

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
NAMES = ["Zorblax", "Quillon", "Mertovy", "Sabrelk", "Vindaro", "Yuxtaph"]
SIX = [goal(n, {"stat": "kills", "at_least": 1}, 1 + i % 2) for i, n in enumerate(NAMES)]


def fresh(tmp_path: Path, goals: list[dict[str, Any]] = SIX, seed: int = 0) -> GloomhavenState:
    """A game with battle goals, at its first decision (nothing chosen yet)."""
    game = load_game(
        "gloomhaven",
        hands="first",
        scenario_file=str(arena_file(tmp_path)),
        battle_goals=str(goals_file(tmp_path, goals)),
    )
    return game.new_initial_state(seed)


def offered(s: GloomhavenState) -> list[str]:
    return [NAMES[a - enc.CHOICE] for a in s.decision().options]


@rules("GH-SETUP-20", "GH-GLOSS-75")
def test_each_player_is_dealt_two_goals_and_keeps_one(tmp_path: Path) -> None:
    s = fresh(tmp_path)
    assert s.decision().kind == "battle-goal" and s.decision().seat == BRUTE
    first = offered(s)
    assert len(first) == 2
    labels = list(s.labels().values())
    pairs = zip(first, labels, strict=True)
    assert all(f"{n} (" in label and label.endswith(f": {n}.") for n, label in pairs)
    s.apply_action(s.decision().options[1])
    assert s.decision().kind == "battle-goal" and s.decision().seat == MINDTHIEF
    second = offered(s)
    assert len(second) == 2 and not set(first) & set(second)  # dealt from one deck
    s.apply_action(s.decision().options[0])
    assert s.decision().kind == "start-hex"
    assert s.goals is not None
    assert [NAMES[g] for g in s.goals.chosen] == [first[1], second[0]]


@rules("GH-SETUP-20")
def test_the_deal_is_seeded_chance(tmp_path: Path) -> None:
    again = [offered(fresh(tmp_path, seed=5)) for _ in range(2)]
    assert again[0] == again[1]
    deals = {tuple(offered(fresh(tmp_path, seed=n))) for n in range(8)}
    assert len(deals) > 1


@rules("GH-SETUP-20")
def test_a_goal_is_secret_from_the_other_players(tmp_path: Path) -> None:
    s = fresh(tmp_path)
    s.apply_action(s.decision().options[0])  # the Brute keeps one
    assert s.goals is not None
    kept, dropped = (NAMES[g] for g in sorted(s.goals.dealt[BRUTE]))
    mine = s.view(BRUTE)["characters"][BRUTE]
    assert mine["battle_goal"]["name"] == kept and "battle_goal_offer" not in mine
    theirs = s.view(MINDTHIEF)
    assert theirs["characters"][BRUTE]["battle_goal"] == "secret"
    assert theirs["characters"][MINDTHIEF]["battle_goal"] is None  # still choosing
    assert len(theirs["characters"][MINDTHIEF]["battle_goal_offer"]) == 2
    text = json.dumps(theirs) + "\n".join(s.log_for(MINDTHIEF))
    assert kept not in text and dropped not in text
    assert kept in "\n".join(s.log_for(BRUTE))
    assert "battle_goal_offer" not in json.dumps(s.view(BRUTE)["characters"][MINDTHIEF])


@rules("GH-SETUP-20")
def test_a_model_redraws_the_other_players_goals_from_those_unseen(tmp_path: Path) -> None:
    s = fresh(tmp_path)
    s.apply_action(s.decision().options[0])
    assert s.goals is not None and s.decision().seat == MINDTHIEF
    own = set(s.goals.dealt[MINDTHIEF])
    seen = set()
    for n in range(16):
        model = s.resample_hidden(MINDTHIEF, Rng(n))
        assert model.goals is not None
        theirs = model.goals.dealt[BRUTE]
        assert not own & set(theirs) and model.goals.chosen[BRUTE] in theirs
        assert model.goals.dealt[MINDTHIEF] == s.goals.dealt[MINDTHIEF]
        assert model.view(MINDTHIEF) == s.view(MINDTHIEF)
        seen.add(model.goals.chosen[BRUTE])
    assert len(seen) > 2  # the real choice is not handed over
    mine = s.resample_hidden(BRUTE, Rng(0))
    assert mine.goals is not None and mine.goals.chosen[BRUTE] == s.goals.chosen[BRUTE]


def kill_goals(tmp_path: Path) -> GloomhavenState:
    """Every goal: kill at least one monster (2 checkmarks); the Brute kills one."""
    goals = [goal(n, {"stat": "kills", "at_least": 1}, 2) for n in NAMES[:4]]
    s = goal_arena(tmp_path, goals)
    suffer(s, monster(s, "bandit-guard", (5, 0)), 99, cause=s.character(BRUTE).id)
    return s


@rules("GH-SEND-07", "GH-GLOSS-75", "GH-GLOSS-107", "GH-SEND-14")
def test_success_records_the_checkmarks_of_the_goals_met(tmp_path: Path) -> None:
    s = kill_goals(tmp_path)
    run(s, ("round-over",))  # no monster left, every room revealed: won
    assert s.outcome == "won" and s.goals is not None
    assert s.goals.results == [(True, 2), (False, 0)]
    for seat in (BRUTE, MINDTHIEF):  # revealed to everyone at the end
        entries = s.view(seat)["characters"]
        assert entries[BRUTE]["battle_goal"]["met"] is True
        assert entries[BRUTE]["battle_goal"]["checkmarks_gained"] == 2
        assert entries[MINDTHIEF]["battle_goal"]["checkmarks_gained"] == 0
    log = "\n".join(s.log_for(MINDTHIEF))
    assert "met: 2 checkmarks" in log and "not met." in log
    assert "return to their deck." in log


def test_the_end_screen_shows_each_goal_and_its_checkmarks(tmp_path: Path) -> None:
    from rulebound.cli.render_gloomhaven import result_line

    s = kill_goals(tmp_path)
    run(s, ("round-over",))
    text = result_line(s.view(MINDTHIEF)).plain
    assert "Scenario won" in text
    assert "Brute's battle goal" in text and ": met; 2 checkmarks recorded." in text
    assert "Mindthief's battle goal" in text and ": not met; 0 checkmarks recorded." in text


@rules("GH-DX-05", "GH-GLOSS-75")
def test_failure_records_no_checkmark_even_for_a_goal_met(tmp_path: Path) -> None:
    s = kill_goals(tmp_path)
    for hero in s.heroes:
        exhaust(s, hero, by_cards=True)
    run(s, ("round-over",))
    assert s.outcome == "lost" and s.goals is not None
    assert s.goals.results == [(True, 0), (False, 0)]
    assert "the scenario is lost: no checkmark." in "\n".join(s.log)


@rules("GH-EXHAUST-04", "GH-DX-28", "GH-SEND-07")
def test_a_character_exhausted_by_cards_is_judged_on_the_hp_it_kept(tmp_path: Path) -> None:
    goals = [goal(n, {"stat": "hp_end", "at_least": 5}) for n in NAMES[:4]]
    s = goal_arena(tmp_path, goals)
    set_hp(s, s.character(BRUTE), 6)
    exhaust(s, s.heroes[BRUTE], by_cards=True)
    run(s, ("round-over",))  # the Mindthief is still in: won
    assert s.outcome == "won" and s.goals is not None
    assert s.goals.results is not None and s.goals.results[BRUTE] == (True, 1)
    assert s.character(BRUTE).hp == s.character(BRUTE).max_hp  # reset after judging
    assert statistics(s)[BRUTE]["hp_end"] == 6  # frozen before the reset


@pytest.mark.parametrize(
    ("condition", "met"),
    [
        ({"stat": "kills", "most": "strict"}, [True, False]),
        ({"stat": "kills", "fewest": "strict"}, [False, True]),
        ({"stat": "damage_taken", "most": "strict"}, [False, False]),  # 0 and 0: a tie
        ({"stat": "damage_taken", "most": "or_tied"}, [True, True]),
        ({"stat": "kills", "exactly": 1}, [True, False]),
        ({"stat": "kills", "at_most": 0}, [False, True]),
        ({"all": [{"stat": "kills", "at_least": 1}, {"stat": "xp", "at_least": 1}]}, [False] * 2),
        (
            {"any": [{"stat": "kills", "at_least": 1}, {"stat": "rounds", "at_least": 0}]},
            [True, True],
        ),
    ],
)
def test_comparisons_relative_conditions_and_combinations(
    tmp_path: Path, condition: dict[str, Any], met: list[bool]
) -> None:
    s = goal_arena(tmp_path, [goal(n, condition) for n in NAMES[:4]])
    suffer(s, monster(s, "bandit-guard", (5, 0)), 99, cause=s.character(BRUTE).id)
    run(s, ("round-over",))
    assert s.goals is not None and s.goals.results is not None
    assert [m for m, _ in s.goals.results] == met


@pytest.mark.parametrize("party", ["brute,mindthief", "brute,mindthief,tinkerer"])
def test_random_games_with_battle_goals_conform(tmp_path: Path, party: str) -> None:
    path = goals_file(tmp_path, SIX)
    report = check_game("gloomhaven", games=6, seed=11, party=party, battle_goals=str(path))
    assert report.games == 6


def test_without_the_parameter_nothing_changes() -> None:
    s = load_game("gloomhaven", hands="first").new_initial_state(3)
    assert s.decision().kind == "start-hex" and s.goals is None
    assert "goals" not in s.snapshot()
    assert "battle_goal" not in s.view(0)["characters"][0]
    assert not any("battle goal" in line for line in s.log)


def test_the_cli_passes_the_parameter(tmp_path: Path) -> None:
    path = goals_file(tmp_path, SIX)
    args = ["sim", "gloomhaven", "-n", "1", "--param", f"battle_goals={path}"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output


# --- malformed files: one line naming the file, the goal and the field ----------------------

OK = {"name": "Ok", "checkmarks": 1, "text": "Fine.", "condition": {"stat": "kills", "at_least": 1}}
BAD_GOALS: list[tuple[object, str]] = [
    ({**OK, "condition": {"stat": "killz", "at_least": 1}}, "goal 'Ok': condition: stat"),
    ({**OK, "condition": {"stat": "kills", "more_than": 1}}, "goal 'Ok': condition: expects"),
    ({**OK, "condition": {"stat": "kills", "at_least": -1}}, "goal 'Ok': condition: at_least"),
    ({**OK, "condition": {"stat": "kills", "most": "yes"}}, "goal 'Ok': condition: most"),
    ({**OK, "condition": {"any": []}}, "goal 'Ok': condition: any"),
    ({**OK, "condition": {"all": [{"stat": "hp"}]}}, "goal 'Ok': condition: all[0]: stat"),
    ({**OK, "checkmarks": 3}, "goal 'Ok': checkmarks"),
    ({**OK, "checkmarks": True}, "goal 'Ok': checkmarks"),
    ({**OK, "text": ""}, "goal 'Ok': text"),
    ({**OK, "colour": "red"}, "goal 'Ok': unknown field 'colour'"),
    ({k: v for k, v in OK.items() if k != "condition"}, "goal 'Ok': condition: missing"),
    ({k: v for k, v in OK.items() if k != "name"}, "goal #1: name"),
    ("just text", "goal #1: expected a mapping"),
]


@pytest.mark.parametrize(("bad", "says"), BAD_GOALS)
def test_a_malformed_goal_is_one_line_naming_file_goal_and_field(
    tmp_path: Path, bad: object, says: str
) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text(json.dumps({"goals": [bad, *SIX]}), encoding="utf-8")
    with pytest.raises(ParameterError) as err:
        load_game("gloomhaven", battle_goals=str(path))
    message = str(err.value)
    assert "\n" not in message and "broken.yaml" in message and says in message


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("goals: [", "not valid YAML"),
        ("- a list", "a list under 'goals'"),
        (json.dumps({"goals": SIX[:3]}), "2 characters need at least 4"),
        (json.dumps({"goals": [SIX[0], *SIX]}), "goal 'Zorblax': name: used by two goals"),
    ],
)
def test_a_malformed_file_is_one_clear_line(tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ParameterError) as err:
        load_game("gloomhaven", battle_goals=str(path))
    assert "\n" not in str(err.value) and "broken.yaml" in str(err.value)
    assert says in str(err.value)


def test_a_missing_file_is_one_clear_line(tmp_path: Path) -> None:
    with pytest.raises(ParameterError) as err:
        load_game("gloomhaven", battle_goals=str(tmp_path / "nowhere.yaml"))
    assert "\n" not in str(err.value) and "nowhere.yaml: no such battle goal file" in str(err.value)


def test_the_documented_example_file_loads(tmp_path: Path) -> None:
    """The example in data/battle_goals/README.md is a valid file of the format."""
    import re

    import rulebound.games.gloomhaven as gh

    readme = Path(gh.__file__).parent / "data" / "battle_goals" / "README.md"
    block = re.search(r"```yaml\n(.*?)```", readme.read_text(encoding="utf-8"), re.S)
    assert block is not None
    path = tmp_path / "example.yaml"
    path.write_text(block.group(1), encoding="utf-8")
    assert len(load_goals(path).goals) >= 4
