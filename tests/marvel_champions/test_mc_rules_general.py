"""Rule coverage, sections 1-5: golden rules, players and player order, attacks,
thwarts, defence, engagement and dealing (the IDs the first test pass left untested)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    ASSAULT,
    BACKFLIP,
    BREAKIN,
    CHARGE,
    DAREDEVIL,
    ENERGY,
    GENIUS,
    MAKE_THE_CALL,
    POWER_LEADERSHIP,
    PSYCHE,
    SANDMAN,
    SHADOW,
    STRENGTH,
    VULTURES_PLANS,
    act,
    attach,
    finish_round,
    game,
    hand,
    hp,
    identity,
    kind,
    labels,
    make,
    mark,
    pass_windows,
    put,
    reveal,
    rules,
    run,
    side_scheme,
    stack_encounter,
    start,
    threat,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation
from rulebound.games.marvel_champions.rules import deal_encounter_top


@rules("MC-GOLDEN-02", "MC-PERMIT-02", "MC-PLAY-05", "MC-EX-12")
def test_card_text_permits_playing_an_ally_from_a_discard_pile() -> None:
    # Cards are normally played from hand; Make the Call's text overrides that and
    # the ally enters its caster's area paying its printed cost (Daredevil: 4).
    s = start(heroes="captain-marvel,spider-man")
    dd = make(s, DAREDEVIL, 1)
    s.players[1].discard.append(dd)
    hand(s, MAKE_THE_CALL, POWER_LEADERSHIP, GENIUS, STRENGTH)
    act(s, "turn", "play Make the Call")
    while kind(s) != "turn":
        act(s, kind(s), "")
    assert s.units[dd].in_play and s.units[dd].controller == 0
    assert not s.players[0].hand  # 2 + 1 + 1 resources = Daredevil's cost 4


@rules("MC-PLAYER-01")
def test_one_player_per_identity() -> None:
    assert len(game(heroes="spider-man").new_initial_state(1).players) == 1
    assert len(game(heroes="spider-man,captain-marvel").new_initial_state(1).players) == 2


@rules("MC-PLAYER-02")
def test_each_player_has_a_play_area() -> None:
    s = start(form="hero", empty_hand=False)
    put(s, DAREDEVIL)
    v = s.view(0)["players"][0]
    assert v["identity"] == "Spider-Man" and v["hit_points"] == 10
    assert isinstance(v["hand"], list) and isinstance(v["deck"], int)
    assert v["discard"] == [] and [c["name"] for c in v["in_play"]] == ["Daredevil"]


@rules("MC-COMPONENT-01")
def test_no_limit_on_tokens_or_status_cards() -> None:
    s = start()
    for _ in range(3):  # three resets of a one-card encounter deck
        position.discard_encounter_deck(s, keep=1)
        deal_encounter_top(s)
        deal_encounter_top(s)
    assert s.accel == 3
    mark(s, s.villain, stunned=1)
    mark(s, identity(s), confused=1)
    mark(s, s.main, threat=99)
    assert threat(s) == 99


@rules("MC-ORDER-02")
def test_extra_dealing_wraps_round_a_single_player() -> None:
    # One player, two hazard icons in play: the 1 + 2 cards dealt in player order
    # go round the table until done, so the single player gets all three.
    s = start(heroes="captain-marvel")
    side_scheme(s, BREAKIN)
    side_scheme(s, PSYCHE)
    stack_encounter(s, *[ADVANCE] * 8)
    finish_round(s)
    assert sum(1 for line in s.log if "is dealt a facedown encounter card" in line) == 3


@rules("MC-EACHPLAYER-02")
def test_each_player_resolves_in_the_first_players_order() -> None:
    # The Vulture's Plans names no order: the first player (seat 0) decides, and the
    # engine's standing choice is player order from the first player.
    s = start(heroes="spider-man,captain-marvel")
    hand(s, ENERGY)
    hand(s, GENIUS, seat=1)
    n = len(s.log)
    reveal(s, VULTURES_PLANS)
    discards = [line for line in s.log[n:] if " discards " in line]
    assert discards == ["P1 Spider-Man discards Energy.", "P2 Captain Marvel discards Genius."]
    assert threat(s) == 2  # energy and mental: two distinct resource types


@rules("MC-EACHPLAYER-03")
def test_each_player_resolves_as_much_as_possible() -> None:
    # Spider-Man has no card (he resolves what he can: nothing); Captain Marvel
    # discards one.
    s = start(heroes="spider-man,captain-marvel")
    hand(s, GENIUS, GENIUS, GENIUS, seat=1)
    reveal(s, VULTURES_PLANS)
    assert not s.players[0].discard and len(s.players[1].discard) == 1
    assert threat(s) == 1  # one distinct resource type (mental)


@rules("MC-ATTACK-13", "MC-EATTACK-02")
def test_assault_makes_the_villain_attack_outside_its_activation() -> None:
    s = start(form="hero")
    stack_encounter(s, SANDMAN)  # boost card
    reveal(s, ASSAULT)
    act(s, "interrupt", "pass")  # Spider-Sense: the villain is initiating an attack
    assert kind(s) == "defend"  # a full attack against Spider-Man and his hero
    act(s, "defend", "no defender")
    pass_windows(s)
    assert hp(s) < 10


@rules("MC-DEFEND-12")
def test_defense_ability_while_an_ally_defends_keeps_the_ally_as_defender() -> None:
    s = start(form="hero")
    attach(s, CHARGE, s.villain)  # Rhino 2 + 3 = 5, Overkill
    dd = put(s, DAREDEVIL)
    hand(s, BACKFLIP)
    stack_encounter(s, ASSAULT)  # boost card without icons
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")
    act(s, "defend", "Daredevil")
    while kind(s) == "interrupt" and not any("Backflip" in x for x in labels(s)):
        act(s, "interrupt", "pass")
    act(s, "interrupt", "Backflip")
    pass_windows(s)
    assert hp(s) == 10 and not s.units[dd].in_play  # Overkill prevented, DD still defeated


@rules("MC-ENGAGE-04")
def test_a_minion_put_into_play_engaged_has_engaged_that_player() -> None:
    # Shadow of the Past brings Vulture in engaged with Spider-Man: he has engaged
    # SM, so his Quickstrike makes him attack at once.
    s = start(form="hero")
    stack_encounter(s, SANDMAN, SANDMAN)
    reveal(s, SHADOW)
    vul = [u for u in s.play if s.name(u) == "Vulture"]
    assert vul and s.units[vul[0]].engaged == 0
    assert any("Vulture" in line and "attack" in line.lower() for line in s.log)
