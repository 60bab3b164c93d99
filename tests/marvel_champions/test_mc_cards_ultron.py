"""The Ultron scenario: villain stages, the three main scheme stages, the Ultron encounter
set and its Drones (player cards in play facedown as minions); one test per card,
registered with ``plays`` for the empty-script check."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mc_helpers import (
    act,
    hp,
    identity,
    kind,
    rules,
    stack_deck,
    stack_encounter,
    threat,
    to_villain_phase,
)
from test_mc_cards_modular import by_name, pay, plays

from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    discard_from_play,
    engage_drone,
    mark,
    set_form,
    start_activation,
    start_reveal,
)
from rulebound.games.marvel_champions.state import McState

ULTRON_I, ULTRON_II, ULTRON_III = "01134", "01135", "01136"
COWL_A, COWL_B, NORAD_A, NORAD_B, COUNTDOWN_A, COUNTDOWN_B = (
    "01137a",
    "01137b",
    "01138a",
    "01138b",
    "01139a",
    "01139b",
)
DRONES_ENV, TRANSMITTER, UPGRADED, ADVANCED = "01140", "01141", "01142", "01143"
EFFICIENCY = {"energy": "01144a", "mental": "01144b", "physical": "01144c"}
RAGE, REPAIR, SWARM, FACTORY, INVASIVE, IMPERATIVE = (
    "01145",
    "01146",
    "01147",
    "01148",
    "01149",
    "01150",
)
ADVANCE, ENERGY, GENIUS, STRENGTH, JESSICA = "01186", "01088", "01089", "01090", "01059"


def ultron(form: str = "hero", stage: str = "", **pos: Any) -> McState:
    """An Ultron game without the Drones of set-up (The Crimson Cowl gives each player
    one): a test puts in the Drones it needs with ``engage_drone``."""
    players = pos.pop("players", None) or [Side(form=form)]
    s = build_position(Position(players=players, villain="ultron", villain_stage=stage, **pos))
    for uid in drones(s):
        discard_from_play(s, uid)
    return s


def drones(s: McState, seat: int | None = None) -> list[int]:
    """The Drone minions (engaged with ``seat``), as the view shows them."""
    seats = range(len(s.players)) if seat is None else [seat]
    view = s.view(0)["players"]
    return [m["uid"] for p in seats for m in view[p]["engaged_minions"] if m["name"] == "Drone"]


def minion(s: McState, uid: int) -> dict[str, Any]:
    found = [m for p in s.view(0)["players"] for m in p["engaged_minions"] if m["uid"] == uid]
    assert found, f"minion {uid} is not in play"
    return found[0]


def defend_with_second_hero(s: McState) -> None:
    """P1 passes the windows and declares no defender; P2's hero defends."""
    while kind(s) == "interrupt":
        act(s, "interrupt", "pass")
    act(s, "defend", "no defender")
    act(s, "defend", "defend with your hero")


def settle(s: McState, choices: dict[str, str] | None = None) -> None:
    """No defender, no optional interrupt or response; ``choices`` answers the rest."""
    answers = {"defend": "no defender", "interrupt": "pass", "response": "pass"}
    answers.update(choices or {})
    while kind(s) in (*answers, "order-forced"):
        act(s, kind(s), answers.get(kind(s), ""))


# --- villain stages ------------------------------------------------------------------------


@plays(ULTRON_I)
@rules("MC-EATTACK-14", "MC-FORCED-01")
def test_ultron_i_after_his_attack_a_drone_or_threat() -> None:
    s = ultron()
    stack_encounter(s, ADVANCE)
    start_activation(s)
    settle(s)
    assert kind(s) == "drone-or-threat" and hp(s) == 10 - 2
    before = threat(s)
    act(s, "drone-or-threat", "threat")
    assert threat(s) == before + 1 and not drones(s)
    stack_encounter(s, ADVANCE)
    start_activation(s)
    settle(s, {"drone-or-threat": "Drone"})
    assert len(drones(s, 0)) == 1 and threat(s) == before + 1


@rules("MC-DEFEND-14", "MC-EX-40")
def test_ultron_i_asks_the_player_whose_hero_defended() -> None:
    """Ultron attacks P1; P2's hero defends and becomes the target: "after Ultron
    attacked you" is P2, who takes the Drone."""
    s = ultron(players=[Side(form="hero"), Side("captain-marvel", form="hero")])
    stack_encounter(s, ADVANCE)
    start_activation(s, 0)
    defend_with_second_hero(s)
    settle(s)
    assert s.decision().seat == 1
    act(s, "drone-or-threat", "Drone")
    assert len(drones(s, 1)) == 1 and not drones(s, 0)


@plays(ULTRON_II)
@rules("MC-FAQ-CORE-21")
def test_ultron_ii_brings_a_drone_and_hits_harder_per_drone() -> None:
    """P1 has a Drone; Ultron II attacks P1 and adds one: ATK 2 + 2. P2 defends with
    Captain Marvel (DEF 1): the bonus still counts P1's Drones, so she takes 3."""
    s = ultron(stage="II", players=[Side(form="hero"), Side("captain-marvel", form="hero")])
    engage_drone(s, ENERGY, 0)
    stack_encounter(s, ADVANCE)
    start_activation(s, 0)
    assert len(drones(s, 0)) == 2
    assert s.view(0)["villain"]["attack"] == 4  # while the attack lasts
    defend_with_second_hero(s)
    settle(s)
    assert hp(s, 1) == 12 - (4 - 1) and hp(s, 0) == 10
    assert s.view(0)["villain"]["attack"] == 2  # the attack is over


@plays(ULTRON_III)
@rules("MC-WHENREVEALED-01")
def test_ultron_iii_drones_are_stronger_and_shield_him() -> None:
    s = ultron(stage="III")
    assert by_name(s, "Ultron's Imperative")  # fetched by his When Revealed
    drone = engage_drone(s, ENERGY, 0)
    assert (minion(s, drone)["attack"], minion(s, drone)["hit_points"]) == (2, 2)
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Ultron")
    assert s.units[s.villain].damage == 0  # a Drone is in play
    discard_from_play(s, drone)
    s2 = ultron(stage="III", players=[Side(form="hero", hand=[])])
    act(s2, "turn", "basic attack")
    assert s2.units[s2.villain].damage == 2


# --- main scheme stages ----------------------------------------------------------------------


@plays(COWL_A)
@rules("MC-SETUP-12", "MC-ENVIRONMENT-01")
def test_the_crimson_cowl_setup_puts_ultron_drones_into_play() -> None:
    s = ultron()
    assert [e["name"] for e in s.view(0)["environments"]] == ["Ultron Drones"]


@plays(COWL_B)
def test_the_crimson_cowl_gives_each_player_a_drone() -> None:
    s = build_position(Position(players=[Side(), Side("captain-marvel")], villain="ultron", seed=3))
    assert len(drones(s, 0)) == 1 and len(drones(s, 1)) == 1
    deck = s.view(0)["players"][0]["deck"]
    discard_from_play(s, drones(s, 0)[0])
    assert s.view(0)["players"][0]["deck"] == deck and len(s.players[0].discard) == 1


def to_norad(s: McState) -> None:
    """Complete The Crimson Cowl (3 per player): Ultron schemes for 1 at 2 threat."""
    mark(s, s.main, threat=3 * len(s.players) - 1)
    stack_encounter(s, ADVANCE)
    start_activation(s, 0, "scheme")
    assert s.view(0)["main_scheme"]["name"] == "Assault on NORAD"


@plays(NORAD_A)
@rules("MC-MAINSCHEME-07")
def test_assault_on_norad_gives_each_player_a_drone() -> None:
    s = ultron("alter-ego", players=[Side(), Side("captain-marvel")])
    to_norad(s)
    assert len(drones(s, 0)) == 1 and len(drones(s, 1)) == 1


@plays(NORAD_B)
def test_assault_on_norad_threat_or_drone_each_villain_phase() -> None:
    """In step one the scheme gets its 1 per player; then each player in turn order
    chooses 2 threat more or a Drone."""
    s = ultron("alter-ego", players=[Side(), Side("captain-marvel")])
    to_norad(s)
    for uid in drones(s):
        discard_from_play(s, uid)
    stack_encounter(s, *[ADVANCE] * 8)  # the rest of the round brings no Drone
    to_villain_phase(s)
    assert kind(s) == "drone-or-threat" and s.decision().seat == 0
    assert threat(s) == 2
    act(s, "drone-or-threat", "threat")
    assert threat(s) == 4
    assert kind(s) == "drone-or-threat" and s.decision().seat == 1
    act(s, "drone-or-threat", "Drone")  # then the villain phase goes on
    assert len(drones(s, 1)) == 1 and not drones(s, 0)


def to_countdown(s: McState) -> None:
    to_norad(s)
    mark(s, s.main, threat=10 * len(s.players) - 1)
    stack_encounter(s, ADVANCE)
    start_activation(s, 0, "scheme")
    assert s.view(0)["main_scheme"]["name"] == "Countdown to Oblivion"


@plays(COUNTDOWN_A)
def test_countdown_to_oblivion_gives_each_player_a_drone() -> None:
    s = ultron("alter-ego")
    to_countdown(s)
    assert len(drones(s, 0)) == 2  # one from NORAD, one from the countdown


@plays(COUNTDOWN_B)
@rules("MC-THWART-03")
def test_no_threat_can_be_removed_from_countdown_to_oblivion() -> None:
    s = ultron("alter-ego")
    to_countdown(s)
    for uid in drones(s):
        discard_from_play(s, uid)
    mark(s, s.main, threat=3)
    set_form(s, 0, "hero")
    assert not any("basic thwart" in label for label in s.labels().values())


# --- the encounter set --------------------------------------------------------------------


@plays(DRONES_ENV)
@rules("MC-MINION-02", "MC-DISCARD-02")
def test_a_facedown_drone_is_a_1_1_1_minion_and_goes_to_its_owners_discard() -> None:
    s = ultron()
    drone = engage_drone(s, STRENGTH, 0)
    shown = minion(s, drone)
    assert (shown["attack"], shown["scheme"], shown["hit_points"]) == (1, 1, 1)
    assert "Strength" not in str(s.view(0)["players"][0])  # facedown: its card is hidden
    stack_encounter(s, ADVANCE)
    start_activation(s, 0, "attack", enemy=drone)
    settle(s)
    assert hp(s) == 9
    act(s, "turn", "basic attack")
    act(s, "choose-enemy-attack", "Drone")
    assert not drones(s) and s.view(0)["players"][0]["discard"][-1] == "Strength"


@plays(TRANSMITTER)
def test_program_transmitter_threat_on_side_schemes_and_its_discard() -> None:
    s = ultron(
        "alter-ego",
        villain_attachments=[TRANSMITTER],
        side_schemes=[InPlay(INVASIVE, threat=2)],
    )
    stack_encounter(s, ADVANCE)
    before = threat(s)
    start_activation(s, 0, "scheme")
    settle(s)
    assert threat(s) == before + 1 + 1  # SCH 1, +1 printed on the attachment
    assert s.units[by_name(s, "Invasive AI")].threat == 3
    s = ultron(villain_attachments=[TRANSMITTER], players=[Side(form="hero", hand=[GENIUS])])
    act(s, "turn", "Program Transmitter")
    pay(s, "")
    assert s.units[identity(s)].exhausted and not any(
        s.name(u) == "Program Transmitter" for u in s.play
    )


@plays(UPGRADED)
@rules("MC-FAQ-CORE-13")
def test_upgraded_drones_attach_to_the_environment_and_strengthen_drones() -> None:
    s = ultron(players=[Side(form="hero", hand=[ENERGY, GENIUS, STRENGTH])])
    drone = engage_drone(s, ENERGY, 0)
    upgraded = start_reveal(s, UPGRADED)
    assert s.units[upgraded].host == by_name(s, "Ultron Drones")
    assert (minion(s, drone)["attack"], minion(s, drone)["hit_points"]) == (2, 2)
    other = engage_drone(s, GENIUS, 0)
    mark(s, drone, damage=1)
    act(s, "turn", "Upgraded Drones")
    pay(s, "")
    assert not s.units[upgraded].in_play and minion(s, other)["attack"] == 1
    assert not s.units[drone].in_play  # its second hit point is gone (MC-FAQ-CORE-13)


@plays(ADVANCED)
def test_advanced_ultron_drone_leaves_a_drone_behind() -> None:
    s = ultron()
    advanced = start_reveal(s, ADVANCED)
    mark(s, advanced, damage=3)
    act(s, "turn", "basic attack")  # Guard: only the Advanced Ultron Drone
    settle(s)
    assert not s.units[advanced].in_play and len(drones(s, 0)) == 1


def _android_efficiency(code: str, resource: str) -> Callable[[], None]:
    def test() -> None:
        s = ultron(players=[Side(form="hero"), Side("captain-marvel", form="hero")])
        start_reveal(s, code)
        assert len(drones(s, 0)) == 1 and len(drones(s, 1)) == 1
        # as a boost: pay the resource, or take a Drone
        s = ultron(players=[Side(form="hero", hand=[resource])])
        stack_encounter(s, code)
        start_activation(s)
        settle(s, {"drone-or-spend": "spend"})
        pay(s, "")
        settle(s, {"drone-or-threat": "threat"})
        assert not drones(s) and not s.players[0].hand
        s = ultron(players=[Side(form="hero")])
        stack_encounter(s, code)
        start_activation(s)
        settle(s, {"drone-or-threat": "threat"})
        assert len(drones(s, 0)) == 1  # nothing to pay with: the Drone

    return test


test_android_efficiency_energy = plays(EFFICIENCY["energy"])(
    _android_efficiency(EFFICIENCY["energy"], ENERGY)
)
test_android_efficiency_mental = plays(EFFICIENCY["mental"])(
    _android_efficiency(EFFICIENCY["mental"], GENIUS)
)
test_android_efficiency_physical = plays(EFFICIENCY["physical"])(
    _android_efficiency(EFFICIENCY["physical"], STRENGTH)
)


@plays(RAGE)
def test_rage_of_ultron_mills_per_damage_or_threat() -> None:
    s = ultron()
    deck = len(s.players[0].deck)
    stack_encounter(s, ADVANCE)
    start_reveal(s, RAGE)
    settle(s, {"drone-or-threat": "threat"})
    assert hp(s) == 8 and len(s.players[0].deck) == deck - 2
    s = ultron("alter-ego")
    deck = len(s.players[0].deck)
    stack_encounter(s, ADVANCE)
    start_reveal(s, RAGE)
    settle(s)
    assert len(s.players[0].deck) == deck - 1  # Ultron I: SCH 1


@plays(REPAIR)
def test_repair_sequence_heals_per_drone_or_surges() -> None:
    s = ultron(villain_damage=6)
    engage_drone(s, ENERGY, 0)
    engage_drone(s, GENIUS, 0)
    start_reveal(s, REPAIR)
    assert s.units[s.villain].damage == 2
    s = ultron(villain_damage=6)
    stack_encounter(s, ADVANCE)  # the surge reveals it: Ultron schemes
    start_reveal(s, REPAIR)
    settle(s)
    assert s.units[s.villain].damage == 6 and s.view(0)["encounter_discard"][-1] == "Advance"
    s = ultron(villain_damage=6)  # as a boost: 1 per Drone
    engage_drone(s, ENERGY, 0)
    stack_encounter(s, REPAIR)
    start_activation(s)
    settle(s, {"drone-or-threat": "threat"})
    assert s.units[s.villain].damage == 5


@plays(SWARM)
def test_swarm_attack_drones_attack_or_one_comes() -> None:
    s = ultron()
    engage_drone(s, ENERGY, 0)
    engage_drone(s, GENIUS, 0)
    start_reveal(s, SWARM)
    settle(s)
    assert hp(s) == 8 and len(drones(s)) == 2
    s = ultron()
    start_reveal(s, SWARM)
    assert len(drones(s, 0)) == 1 and hp(s) == 10


@plays(FACTORY)
def test_drone_factory_a_drone_each_then_threat_per_drone() -> None:
    s = ultron(players=[Side(), Side("captain-marvel")])
    engage_drone(s, ENERGY, 0)
    factory = start_reveal(s, FACTORY)
    assert len(drones(s)) == 3 and s.units[factory].threat == 4 + 3


@plays(INVASIVE)
def test_invasive_ai_each_player_discards_three() -> None:
    s = ultron(players=[Side(), Side("captain-marvel")])
    decks = [len(p.deck) for p in s.players]
    piles = [len(p.discard) for p in s.players]
    start_reveal(s, INVASIVE)
    assert [len(p.deck) for p in s.players] == [n - 3 for n in decks]
    assert [len(p.discard) for p in s.players] == [n + 3 for n in piles]


@plays(IMPERATIVE)
def test_ultrons_imperative_two_drones_for_the_first_player() -> None:
    s = ultron(players=[Side(), Side("captain-marvel")], first=1, active=1)
    stack_deck(s, ENERGY, GENIUS, seat=1)
    start_reveal(s, IMPERATIVE)
    assert len(drones(s, 1)) == 2 and not drones(s, 0)
    for uid in drones(s, 1):
        discard_from_play(s, uid)
    assert sorted(s.view(0)["players"][1]["discard"][-2:]) == ["Energy", "Genius"]


@rules("MC-PDECK-02")
def test_a_drone_taking_the_last_card_rebuilds_the_deck() -> None:
    """Swarm Attack with no Drone engaged: the Drone takes the only card of the deck,
    which is rebuilt from the discard pile, and the player is dealt an encounter card."""
    s = ultron(players=[Side(form="hero", deck=[ENERGY], discard=[GENIUS, STRENGTH])])
    pile = len(s.view(0)["players"][0]["discard"])
    start_reveal(s, SWARM)
    p = s.view(0)["players"][0]
    assert len(drones(s, 0)) == 1 and p["deck"] == pile and p["facedown_encounter_cards"] == 1


def test_ultron_i_with_no_card_in_deck_places_the_threat() -> None:
    s = build_position(Position(players=[Side(form="hero", deck=[])], villain="ultron"))
    before, engaged = threat(s), drones(s)  # the Drone of set-up stays
    stack_encounter(s, ADVANCE)
    start_activation(s)
    settle(s)
    assert threat(s) == before + 1 and drones(s) == engaged
