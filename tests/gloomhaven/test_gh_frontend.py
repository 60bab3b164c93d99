"""Gloomhaven on the kernel's front-end API (issue 15): the plan in three short
decisions, the monster cards and both card halves in the view, descriptions, the
names a seat may not see, and the log of every move, push and pull."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from gh_helpers import arena, kind, monster, pick, place, scenario_one, turn

from rulebound import load_game
from rulebound.bots import make_bot
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.position import set_hp, stack_modifiers
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import UnknownObjectError
from rulebound.kernel.rng import Rng, derive_seed
from rulebound.sim import play_game

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1


@rules("GH-RSTART-05")
def test_a_plan_is_two_cards_then_the_leading_one() -> None:
    s = scenario_one()
    hero = s.heroes[BRUTE]
    assert kind(s) == "plan"
    first = s.decision().options
    assert len(first) == len(hero.hand) <= 20  # one option per card, not per pair
    pick(s, "Trample (72)")
    assert kind(s) == "plan-second"
    assert "Trample (72)" not in [s.action_to_string(a) for a in s.decision().options]
    assert s.view(BRUTE)["characters"][BRUTE]["picked"] == ["Trample"]
    pick(s, "Shield Bash (15)")
    assert kind(s) == "plan-lead" and len(s.decision().options) == 2
    pick(s, "lead with Shield Bash")
    cards = hero.cls.cards
    assert [cards[c].name for c in hero.plan] == ["Shield Bash", "Trample"]
    assert kind(s) == "plan" and s.decision().seat == MINDTHIEF


@rules("GH-RSTART-05", "GH-RSTART-08")
def test_a_card_being_picked_is_never_named_to_the_partner() -> None:
    s = scenario_one()
    events = len(s.events or ())
    told = [s.public_action_string(enc.CARD + s.heroes[BRUTE].hand[0])]
    s.apply_action(enc.CARD + s.heroes[BRUTE].hand[0])
    first = s.heroes[BRUTE].cls.cards[s.heroes[BRUTE].hand[0]].name
    assert first in s.hidden_names(MINDTHIEF)
    partner_view = json.dumps(s.view(MINDTHIEF))
    firsts = set()
    for n in range(8):  # the partner's model of the state picks other cards at random
        model = s.resample_hidden(MINDTHIEF, Rng(n))
        assert json.dumps(model.view(MINDTHIEF)) == partner_view
        firsts.add(model.decision().prompt)
    assert len(firsts) > 1
    while s.decision().seat == BRUTE:
        told.append(s.public_action_string(s.decision().options[0]))
        s.apply_action(s.decision().options[0])
    seen = " ".join(e["text"] for e in s.events_for(MINDTHIEF, events)) + " ".join(told)
    assert first not in seen and "chooses two cards" in seen
    assert told == [  # a step each, in its own words: no line said three times
        "chooses a first card for the round",
        "chooses a second card",
        "chooses which of the two leads",
    ]


def test_the_view_has_both_halves_the_stat_cards_and_this_rounds_ability_card() -> None:
    s = scenario_one()
    view = s.view(BRUTE)
    trample = next(c for c in view["characters"][BRUTE]["hand_cards"] if c["name"] == "Trample")
    assert trample["top"] == "Attack 3, Pierce 2."
    assert trample["bottom"].startswith("Move 4, Jump; Attack 2") and "Lost" in trample["bottom"]
    assert "hand_cards" not in view["characters"][MINDTHIEF]
    (guard,) = view["monster_stats"]
    assert guard["ranks"]["elite"]["line"] == "Health 9, Move 2, Attack 3, Shield 1"
    assert guard["ranks"]["elite"]["shield"] == 1
    assert view["monster_cards"] == {}  # drawn only once the plans are made
    while s.round == 1 and kind(s).startswith("plan"):
        s.apply_action(s.decision().options[-1])
    card = s.view(BRUTE)["monster_cards"]["Bandit Guard"]
    assert card["lines"] and card["id"].startswith("ability-")
    assert s.describe(card["id"], MINDTHIEF)["stats"]["Initiative"] == card["initiative"]


def test_descriptions_of_cards_monsters_and_items_and_the_schema() -> None:
    s = load_game("gloomhaven", hands="first", items="starter").new_initial_state(2)
    view = s.view(BRUTE, describe=True)
    jsonschema.validate(view, s.game.view_schema())
    objects = view["objects"]
    trample = objects["brute-1"]
    assert trample["name"] == "Trample" and [x["title"] for x in trample["sections"]] == [
        "Top",
        "Bottom",
    ]
    assert objects["monster-bandit-guard"]["kind"] == "monster"
    assert any(o["kind"] == "item" for o in objects.values())
    mindthief_hand = s.heroes[MINDTHIEF].hand[0]
    hidden = f"mindthief-{s.heroes[MINDTHIEF].cls.cards[mindthief_hand].id}"
    assert hidden in s.view(MINDTHIEF, describe=True)["objects"]
    with pytest.raises(UnknownObjectError):
        s.describe(hidden, BRUTE)  # another character's hand card


@rules("GH-MOVE-01")
def test_the_log_records_a_move_from_to_and_its_length(tmp_path: Path) -> None:
    s = arena(tmp_path)
    place(s, BRUTE, (1, 2))
    turn(s, BRUTE, "Grab and Go", "Trample")
    pick(s, "Grab and Go: bottom")  # Move 4
    pick(s, "hex 2,2")
    pick(s, "hex 3,2")
    pick(s, "stop here")
    moves = [e for e in s.events_for(MINDTHIEF) if e["kind"] == "move"]
    assert moves[-1]["text"] == "Brute moves from hex 1,2 to hex 3,2 (2 hexes)."
    assert moves[-1]["ids"] == ["character-0"]


def _push_setup(tmp_path: Path, **kw: Any) -> GloomhavenState:
    s = arena(tmp_path, **kw)
    guard = monster(s, "bandit-guard", (3, 2))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (2, 2))
    stack_modifiers(s, BRUTE, "+0")
    turn(s, BRUTE, "Warding Strength", "Trample")
    pick(s, "Warding Strength: top")  # Attack 3, Push 2
    pick(s, "Bandit Guard 1")
    return s


@rules("GH-PUSH-01", "GH-PUSH-04", "GH-PUSH-05")
def test_the_log_records_a_push_and_why_it_stopped_short(tmp_path: Path) -> None:
    s = _push_setup(tmp_path)
    pick(s, "hex 4,2")
    pick(s, "hex 5,2")
    pushes = [e["text"] for e in s.events_for(-1) if e["kind"] == "push"]
    assert pushes == ["Brute pushes Bandit Guard 1 from hex 3,2 to hex 5,2 (2 of 2 hexes)."]
    s = _push_setup(tmp_path, walls=[[5, 1], [5, 2], [4, 3]])
    pick(s, "hex 4,2")
    pushes = [e["text"] for e in s.events_for(-1) if e["kind"] == "push"]
    assert pushes == [
        "Brute pushes Bandit Guard 1 from hex 3,2 to hex 4,2 (1 of 2 hexes); "
        "then it stops: no open hex farther from Brute."
    ]


@rules("GH-PUSH-04")
def test_a_push_with_no_open_hex_is_logged_with_why(tmp_path: Path) -> None:
    s = _push_setup(tmp_path, walls=[[4, 1], [4, 2], [3, 3]])
    pushes = [e["text"] for e in s.events_for(-1) if e["kind"] == "push"]
    assert pushes == [
        "Brute cannot push Bandit Guard 1 at hex 3,2: no open hex farther from Brute."
    ]


def test_a_bot_game_log_shows_no_rule_ids_reprs_or_internal_numbers() -> None:
    g = load_game("gloomhaven", party="brute,mindthief")
    bots = [make_bot("greedy", g, seed=derive_seed(4, k + 1)) for k in range(2)]
    state, _ = play_game(g, bots, [0, 1], 4, Rng(derive_seed(4, 0)))
    text = "\n".join(state.log)
    assert not re.search(r"GH-[A-Z]+-\d|\{'|None|ability card \d", text)
    assert re.search(r"moves from hex -?\d+,-?\d+ to hex", text)
    kinds = {e["kind"] for e in state.events_for(-1)}
    assert {"move", "damage", "card-played", "round", "turn", "reveal"} <= kinds


def test_a_replay_of_the_one_decision_plans_is_refused_with_one_line(tmp_path: Path) -> None:
    from rulebound.kernel.errors import RuleboundError
    from rulebound.kernel.replay import Replay

    old = tmp_path / "old.json"
    old.write_text(
        json.dumps(
            {
                "format": "rulebound-replay",
                "game": "gloomhaven/1",
                "params": {},
                "seed": 1,
                "actions": [1000],
            }
        ),
        encoding="utf-8",
    )
    with pytest.raises(RuleboundError) as err:
        Replay.load(old).run()
    assert "gloomhaven/1" in str(err.value) and "gloomhaven/2" in str(err.value)
    assert "\n" not in str(err.value)


def test_another_seats_choice_reads_as_a_sentence_after_its_name() -> None:
    """The CLI prints a bot's choice after its name ("Mindthief (greedy): ..."): an
    option's bare label ("hex 1,5", "stop here", "Bandit Guard 1 at hex -2,4") answers
    a prompt that seat never saw; told, each is a third-person verb phrase."""
    game = load_game("gloomhaven")
    rng = Rng(3)
    told: dict[str, set[str]] = {}
    for seed in range(2):
        s = game.new_initial_state(seed=seed)
        for _ in range(600):
            decision = s.decision()
            if decision.seat < 0:
                if s.is_terminal():
                    break
                s.apply_action(rng.choice(list(decision.options)))
                continue
            action = rng.choice(list(decision.options))
            told.setdefault(decision.kind, set()).add(s.public_action_string(action))
            s.apply_action(action)
    spoken = {"start-hex", "move", "attack-target", "play-half", "short-rest", "plan"}
    assert spoken <= set(told)
    for k in spoken:
        for text in told[k]:
            assert text.split()[0].endswith("s"), (k, text)  # starts, moves, attacks...
    assert "starts at hex" in " ".join(told["start-hex"])
    # three cards left out in a row: three lines that say how many are still to go
    assert "leaves a card out of the hand (2 more to leave out)" in told["leave-out-card"]
