"""The planner's evaluation as features and weights (``value.py``): with the hand-set
weights it is the evaluation of the sessions before 34, value for value; each feature
reads the quantity it names."""

from __future__ import annotations

import pytest

from rulebound.games.marvel_champions.panther_weights import PANTHER_FITTED
from rulebound.games.marvel_champions.planner import (
    EVALUATION,
    FITTED_HEROES,
    HAND_EVALUATION,
    PANTHER_EVALUATION,
    evaluate,
)
from rulebound.games.marvel_champions.position import InPlay, Position, Side, build_position
from rulebound.games.marvel_champions.state import McState
from rulebound.games.marvel_champions.value import (
    FEATURES,
    FITTED,
    HAND_SET,
    HELD,
    PANTHER_OUT,
    features,
    score,
    weights,
)

SANDMAN, BREAKIN, BLACK_WIDOW, CHARGE, LAW_DIVISION = "01102", "01107", "01075", "01099", "01026"
TAC_TEAM, BOMB_SCARE = "01056", "01109"
PANTHER_CLAWS, ENERGY_DAGGERS, HELICARRIER = "01047", "01046", "01092"


def _busy() -> McState:
    """She-Hulk hurt, exhausted and stunned, Sandman engaged, Breakin' & Takin' out, an
    ally and a support in play, Charge on Rhino, an acceleration token."""
    she_hulk = Side(
        "she-hulk",
        form="hero",
        damage=7,
        exhausted=True,
        stunned=1,
        hand=[BLACK_WIDOW],
        minions=[InPlay(SANDMAN, damage=1)],
        play=[BLACK_WIDOW, LAW_DIVISION],
    )
    return build_position(
        Position(
            [she_hulk],
            villain_damage=4,
            main_threat=5,
            side_schemes=[InPlay(BREAKIN, threat=2)],
            villain_attachments=[CHARGE],
            acceleration=1,
            seed=1,
        )
    )


def _positions() -> dict[str, McState]:
    calm = build_position(Position([Side("spider-man", form="hero")], seed=1))
    alter = Side("black-panther", form="alter-ego", damage=4, exhausted=True)
    hurt = build_position(Position([alter], main_threat=2, villain_confused=1, seed=1))
    return {"calm": calm, "busy": _busy(), "alter": hurt}


def test_the_hand_set_weights_give_the_evaluation_before_session_34() -> None:
    """The values the evaluation gave these positions when it was one hand-written sum
    (commit 56b5471's ``planner.evaluate``): the split into features and weights
    changes none."""
    before = {"calm": -36.5, "busy": -106.2, "alter": -46.4}
    assert tuple(weights(HAND_SET)) == HAND_EVALUATION
    for name, s in _positions().items():
        assert score(features(s), weights(HAND_SET)) == pytest.approx(before[name], abs=1e-9)


def test_the_planner_uses_the_fitted_weights_where_they_won_more() -> None:
    """She-Hulk solo against Rhino (the fitted weights won more of her games) the fitted
    weights, Black Panther his own table; another hero, Klaw, or two players the
    hand-set ones."""
    assert tuple(weights(FITTED)) == EVALUATION
    assert tuple(weights(PANTHER_FITTED)) == PANTHER_EVALUATION
    assert frozenset({"she_hulk", "black_panther"}) == FITTED_HEROES
    she_hulk = _busy()
    assert evaluate(she_hulk) == pytest.approx(score(features(she_hulk), weights(FITTED)))
    panther = _positions()["alter"]
    assert evaluate(panther) == pytest.approx(score(features(panther), PANTHER_EVALUATION))
    klaw = build_position(Position([Side("she-hulk", form="hero")], villain="klaw", seed=1))
    two = build_position(Position([Side("she-hulk"), Side("black-panther")], seed=1))
    panther_klaw = build_position(Position([Side("black-panther")], villain="klaw", seed=1))
    others = [_positions()["calm"], klaw, two, panther_klaw]
    for s in others:
        assert evaluate(s) == pytest.approx(score(features(s), weights(HAND_SET)))
        assert evaluate(s) != pytest.approx(score(features(s), weights(FITTED)))
        assert evaluate(s) != pytest.approx(score(features(s), PANTHER_EVALUATION))


def test_black_panther_weighs_the_scheme_above_his_hit_points() -> None:
    """His table (session 40: fitted to his games, it won 137 of 400 against the
    hand-set table's 112): two more points of threat on The Break-In! cost him more
    than four hit points (5.154 a point against 1.275), where the hand-set weights said
    the opposite (1.5 against 1.2). Neither position is near the scheme's edge or the
    next attack's reach, so only the threat and the hit points differ."""
    threat = build_position(Position([Side("black-panther", form="hero")], main_threat=3, seed=1))
    hurt = Side("black-panther", form="hero", damage=4)
    hurt_s = build_position(Position([hurt], main_threat=1, seed=1))
    assert evaluate(hurt_s) > evaluate(threat)
    hand = [score(features(s), HAND_EVALUATION) for s in (hurt_s, threat)]
    assert hand[0] < hand[1]


def test_black_panther_prices_an_alter_ego_round_start() -> None:
    """His refitted table (session 42) prices T'Challa at a round start about 8 points
    above Black Panther (session 40's: 1.1): with the scheme far from its edge, the
    same hit points and hand, only the form differs, and in his games the rounds begun
    as T'Challa (recovered, his alter-ego actions) go with the win."""
    alter = build_position(Position([Side("black-panther", form="alter-ego")], seed=1))
    hero = build_position(Position([Side("black-panther", form="hero")], seed=1))
    assert evaluate(alter) - evaluate(hero) == pytest.approx(PANTHER_FITTED["alter_egos"])
    assert evaluate(alter) - evaluate(hero) > 5 * -PANTHER_FITTED["villain_hp"]


def _named(s: McState) -> dict[str, float]:
    values = features(s)
    assert len(values) == len(FEATURES)
    return dict(zip(FEATURES, values, strict=True))


def test_each_feature_reads_its_quantity() -> None:
    """Rhino I (14 hit points solo) and Rhino II (15) to come; The Break-In! at 5 of 7
    (room 7), +1 a round, +1 for the acceleration token and +1 for the hazard: 8 of 7
    after the next villain phase, 2 past the edge counting the point at the edge."""
    f = _named(_busy())
    assert f["villain_hp"] == 14 - 4 + 15
    assert f["stages"] == 1
    assert f["threat"] == 5 - 7
    assert f["danger"] == 2
    assert f["accel"] == 1 and f["hazards"] == 1
    assert f["side_threat"] == 2 and f["side_icon_threat"] == 2 and f["side_icons"] == 1
    assert f["minions"] == (4 - 1) + 3 + 2  # Sandman's hit points left, ATK and SCH
    assert f["minion_tough"] == 1  # Sandman enters play tough
    assert f["attachments"] == 1 and f["armor"] == 0  # Charge takes no damage
    assert f["allies"] == 1 and f["ally_hp"] == 2 and f["allies_exhausted"] == 0
    assert f["supports"] == 1 and f["uses"] == 0
    assert f["hero_hp"] == 15 - 7
    # Rhino's 2 ATK, Charge's 3 and a boost of 1, Sandman's 3, and the point of margin.
    assert f["low_hp"] == 2 + 3 + 1 + 3 + 1 - 8
    assert f["hero_status"] == 1 and f["identity_exhausted"] == 1
    assert f["lost_power"] == max(3, 1.5 * 1)  # her attack, not her thwart of 1
    assert f["lost_thwart"] == 1 and _named_without_lost_thwart(_busy()) == 0
    assert f["hand"] == 1 and f["alter_egos"] == 0


def _named_without_lost_thwart(s: McState) -> float:
    return dict(zip(FEATURES, features(s, lost_thwart=False), strict=True))["lost_thwart"]


def test_an_alter_ego_counts_its_recovery_and_the_villain_status() -> None:
    f = _named(_positions()["alter"])
    assert f["alter_egos"] == 1 and f["villain_status"] == 1
    assert f["lost_power"] == pytest.approx(1.2 * 4)  # T'Challa recovers 4
    assert f["lost_thwart"] == 0  # an alter ego does not thwart


def test_the_fitted_weights_name_every_feature_and_order_the_race() -> None:
    """``value.FITTED`` (fitted to game outcomes by ``benchmarks/mc_value_fit.py``) has a
    weight for every feature and none for anything else, and ranks the race as the
    game does: the villain nearer defeat, the scheme farther from completion and the
    hero farther from defeat are better."""
    assert set(FITTED) == set(FEATURES)
    w = weights(FITTED)

    def value(villain_damage: int = 0, threat: int | None = None, hero_damage: int = 0) -> float:
        side = Side("she-hulk", form="hero", damage=hero_damage)
        s = build_position(
            Position([side], villain_damage=villain_damage, main_threat=threat, seed=1)
        )
        return score(features(s), w)

    base = value()
    assert value(villain_damage=5) > base
    assert value(threat=3) < base and value(threat=6) < value(threat=3)
    assert value(hero_damage=6) < base


def test_an_acceleration_icon_adds_to_the_danger_and_a_use_left_counts() -> None:
    """Bomb Scare's acceleration icon adds a threat to the next villain phase: The
    Break-In! at 5 of 7 gains 1 + 1, 7 of 7, one point at the edge (MC-ACCELICON-01).
    Tac Team's 3 uses left count as 3 uses, not as a support."""
    she_hulk = Side("she-hulk", form="hero", play=[InPlay(TAC_TEAM, counters=3)])
    s = build_position(Position([she_hulk], main_threat=5, side_schemes=[BOMB_SCARE], seed=1))
    f = _named(s)
    assert f["danger"] == 1 and f["side_icons"] == 1
    assert f["uses"] == 3 and f["supports"] == 0


def test_black_panther_upgrades_out_count_beyond_a_support() -> None:
    """Session 36: a Black Panther upgrade he controls is a step of every Wakanda
    Forever! to come, worth ``PANTHER_OUT`` more than another support (2.5): Caught Off
    Guard discarding Panther Claws costs 5.5, not 2.5. Helicarrier counts as a support
    only (the hand-set weights: Black Panther against Klaw or Ultron). His own table
    against Rhino (session 43's refit) counts every support 5.469 and his upgrades 3.736
    more."""

    def panther(play: list[str]) -> McState:
        return build_position(Position([Side("black-panther", form="hero", play=play)], seed=1))

    def hand(s: McState) -> float:
        return score(features(s), HAND_EVALUATION)

    both = panther([PANTHER_CLAWS, ENERGY_DAGGERS, HELICARRIER])
    f = _named(both)
    assert f["panther_out"] == 2 and f["supports"] == 3
    daggers = panther([ENERGY_DAGGERS, HELICARRIER])
    assert hand(both) - hand(daggers) == pytest.approx(2.5 + PANTHER_OUT)
    assert PANTHER_OUT == 3.0
    helicarrier = panther([PANTHER_CLAWS, ENERGY_DAGGERS])
    assert hand(both) - hand(helicarrier) == pytest.approx(2.5)
    assert evaluate(both) - evaluate(daggers) == pytest.approx(5.469 + 3.736)
    assert evaluate(both) - evaluate(helicarrier) == pytest.approx(5.469)


def test_energy_channel_counts_as_a_support_with_its_counters() -> None:
    """Energy Channel's energy counters are damage to come (2 a counter, up to 5
    counted), not uses left: 3 counters, 3 for ``counters`` and a support."""
    channel = InPlay("01018", counters=3)  # Energy Channel
    s = build_position(Position([Side("captain-marvel", form="hero", play=[channel])], seed=1))
    f = _named(s)
    assert f["counters"] == 3 and f["supports"] == 1 and f["uses"] == 0


def test_the_cards_held_count_by_kind_and_weigh_nothing_but_in_a_fitted_table() -> None:
    """Session 43: the hand by kind at a round start (``value.HELD``). Black Panther with
    Energy Daggers and Panther Claws out holds two Wakanda Forever! (each a Special of
    two steps to come), Tactical Genius (his upgrade, not yet out), Get Behind Me! (an
    event), Black Widow (an ally), Helicarrier (a support) and Vibranium: 1 + 1 + 1 + 1
    + 1 + 1 + 2 printed resources. The hand-set and She-Hulk's tables weigh them 0, so
    every hero but him plays as before."""
    wakanda = ["01043a", "01043d"]
    hand = [*wakanda, "01048", "01078", BLACK_WIDOW, HELICARRIER, "01044"]
    side = Side("black-panther", form="hero", hand=hand, play=[ENERGY_DAGGERS, PANTHER_CLAWS])
    f = _named(build_position(Position([side], seed=1)))
    assert f["hand"] == 7 and f["panther_out"] == 2
    assert f["hand_wakanda"] == 2 and f["hand_wakanda_steps"] == 2 * 2
    assert f["hand_panther"] == 1 and f["hand_events"] == 1
    assert f["hand_allies"] == 1 and f["hand_builds"] == 1
    assert f["hand_resources"] == 1 + 1 + 1 + 1 + 1 + 1 + 2
    assert set(HELD) <= set(FEATURES)
    assert all(HAND_SET[name] == 0.0 and FITTED[name] == 0.0 for name in HELD)


def test_black_panther_prices_the_cards_he_holds_by_kind() -> None:
    """Session 43's refit (``panther_weights``: 466 of 800 games won against session 42's
    table's 382): at a round start, with Energy Daggers and Panther Claws out, a
    Wakanda Forever! held (0.162, and 2.605 for each of his upgrades out) is worth 8.365
    more than Get Behind Me! (an event, -2.993; one printed resource each), and Tactical
    Genius held (his upgrade, 4.637) 4.957 more than the Energy resource card (two
    printed resources to one, -0.32 each). The same number of cards: his table of
    session 42, like the hand-set one every other hero plays with, saw no difference."""

    def holding(*hand: str) -> McState:
        out = [ENERGY_DAGGERS, PANTHER_CLAWS]
        return build_position(Position([Side("black-panther", hand=list(hand), play=out)], seed=1))

    wakanda, get_behind_me = holding("01043a"), holding("01078")
    assert evaluate(wakanda) - evaluate(get_behind_me) == pytest.approx(0.162 + 2 * 2.605 + 2.993)
    genius, energy = holding("01048"), holding("01088")
    assert evaluate(genius) - evaluate(energy) == pytest.approx(4.637 + 0.32)
    for a, b in ((wakanda, get_behind_me), (genius, energy)):
        assert score(features(a), HAND_EVALUATION) == pytest.approx(
            score(features(b), HAND_EVALUATION)
        )
