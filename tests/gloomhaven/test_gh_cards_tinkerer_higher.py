"""The Tinkerer's cards of levels 2 to 9 (ids 45-60): the effects the engine gained for
them, played through the engine's decisions. Each expected result is worked out from
``data/classes/tinkerer.yaml`` and ``data/classes/README.md`` (what the card does) and
the rules catalog, never from the engine. That every half changes the game is checked
for every card in test_gh_every_card_effect.py.

Set-up: the Tinkerer in seat 0 and the Brute in seat 1 on a 7x5 arena, scenario level
1 (a normal Bandit Guard has 6 hit points, an elite one 9), every modifier deck twelve
"+0" cards.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena_file, kind, labels, pick, pick_figure, pick_hex, plain_modifiers, turn

from rulebound.games.gloomhaven.figures import SUMMON, Figure
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    Summon,
    build_position,
    set_items,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

TINKERER, BRUTE = 0, 1
HEALING_POTION, BOOTS = 12, 1  # a small item; legs


def game(
    tmp_path: Path,
    tinkerer: Character,
    brute: Character | None = None,
    monsters: list[Monster] | None = None,
) -> GloomhavenState:
    party = [tinkerer, brute or Character("brute", hex=(0, 4))]
    scenario = str(arena_file(tmp_path))
    keeper = Monster("living-bones", (6, 0))  # far off: the scenario is not won at once
    s = build_position(Position(party, scenario=scenario, monsters=[*(monsters or []), keeper]))
    plain_modifiers(s)
    return s


def summons(s: GloomhavenState) -> list[Figure]:
    return [f for f in s.figures if f.kind == SUMMON and f.alive]


def piles(s: GloomhavenState, seat: int) -> dict[str, list[str]]:
    hero = s.heroes[seat]
    names = hero.cls.cards
    return {
        "hand": sorted(names[c].name for c in hero.hand),
        "discard": sorted(names[c].name for c in hero.discard),
        "lost": sorted(names[c].name for c in hero.lost),
    }


# --- 45 Stamina Booster -------------------------------------------------------------------


@rules("GH-RECOVER-01", "GH-RECOVER-02")
def test_stamina_booster_bottom_an_ally_in_range_3_recovers_a_lost_card(tmp_path: Path) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(1, 2), lost=["Stamina Booster"]),
        Character("brute", hex=(4, 2), lost=["Trample"]),
    )
    turn(s, TINKERER, "Stamina Booster", "Crank Bow")
    pick(s, "Stamina Booster: bottom")
    assert set(labels(s)) == {"no", "Brute at hex 4,2"}  # not the Tinkerer itself
    pick(s, "Brute")
    assert set(labels(s)) == {"stop", "Trample"}
    pick(s, "Trample")
    assert "Trample" in piles(s, BRUTE)["hand"]
    assert s.heroes[TINKERER].xp == 2
    assert "Stamina Booster" in piles(s, TINKERER)["lost"]


# --- 46 Disorienting Flash ----------------------------------------------------------------


@rules("GH-COND-11")
def test_disorienting_flash_top_stuns_two_different_enemies_in_range_3(tmp_path: Path) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(1, 2)),
        monsters=[Monster("bandit-guard", (4, 2)), Monster("bandit-guard", (3, 0))],
    )
    near, far, _ = (f for f in s.figures if f.kind == "monster")
    turn(s, TINKERER, "Disorienting Flash", "Crank Bow")
    pick(s, "Disorienting Flash: top")
    pick_figure(s, near)
    assert f"{near.label} at hex 4,2" not in labels(s)  # each enemy once
    pick_figure(s, far)
    assert near.conditions.has("stun") and far.conditions.has("stun")
    assert s.heroes[TINKERER].xp == 2


# --- 51 Noxious Vials ---------------------------------------------------------------------


@rules("GH-REFRESH-01")
def test_noxious_vials_top_an_adjacent_ally_refreshes_a_consumed_small_item(
    tmp_path: Path,
) -> None:
    s = game(tmp_path, Character("tinkerer", hex=(1, 2)), Character("brute", hex=(2, 2)))
    set_items(s, BRUTE, (BOOTS, "consumed"), (HEALING_POTION, "consumed"))
    turn(s, TINKERER, "Noxious Vials", "Crank Bow")
    pick(s, "Noxious Vials: top")
    pick(s, "Brute")
    assert s.decision().seat == BRUTE  # the ally picks its own item
    assert set(labels(s)) == {"stop", "refresh Minor Healing Potion"}  # not the boots
    pick(s, "refresh Minor Healing Potion")
    assert s.heroes[BRUTE].item_state == ["consumed", "ready"]


def test_noxious_vials_top_offers_no_ally_two_hexes_away(tmp_path: Path) -> None:
    s = game(tmp_path, Character("tinkerer", hex=(1, 2)), Character("brute", hex=(3, 2)))
    set_items(s, BRUTE, (HEALING_POTION, "consumed"))
    turn(s, TINKERER, "Noxious Vials", "Crank Bow")
    pick(s, "Noxious Vials: top")
    assert kind(s) == "play-half"
    assert s.heroes[BRUTE].item_state == ["consumed"]


# --- 52 Disintegration Beam ---------------------------------------------------------------


def test_disintegration_beam_top_kills_the_weak_enemies_in_a_line_1_xp_each(
    tmp_path: Path,
) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(0, 2)),
        monsters=[
            Monster("bandit-guard", (1, 2), hp=5),
            Monster("bandit-guard", (2, 2), hp=6),  # one hit point too many
            Monster("bandit-guard", (3, 2), elite=True, hp=4),  # any rank
        ],
    )
    weak, strong, elite, _ = (f for f in s.figures if f.kind == "monster")
    turn(s, TINKERER, "Disintegration Beam", "Crank Bow")
    pick(s, "Disintegration Beam: top")
    pick(s, f"kill {weak.label}, {elite.label}")
    assert not weak.alive and not elite.alive and strong.alive
    assert strong.hp == 6  # not an attack: nothing else happens to it
    assert s.heroes[TINKERER].xp == 2
    assert piles(s, TINKERER)["lost"] == ["Disintegration Beam"]


def test_disintegration_beam_top_the_line_points_away_from_you(tmp_path: Path) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(0, 2)),
        monsters=[Monster("bandit-guard", (3, 0), hp=2)],  # 3 hexes off, on no line from you
    )
    turn(s, TINKERER, "Disintegration Beam", "Crank Bow")
    pick(s, "Disintegration Beam: top")
    assert kind(s) == "play-half"  # nothing to place: the guard is out of every line
    assert all(f.alive for f in s.figures if f.kind == "monster")


# --- 53 Gas Canister, 54 Auto Turret: at the end of your turns ---------------------------


def end_turn(s: GloomhavenState, seat: int, lead: str, second: str) -> None:
    """A turn of the character doing nothing with its two cards: the bottom of ``lead``
    as a Move 2 that stays, the top of ``second`` as an Attack 2 with no enemy near."""
    turn(s, seat, lead, second)
    pick(s, f"{lead}: bottom as Move 2")
    pick(s, "stop here")
    pick(s, f"{second}: top as Attack 2")


@rules("GH-BONUS-03", "GH-BONUS-04", "GH-BONUS-06")
def test_gas_canister_bottom_an_ally_recovers_a_discard_at_the_end_of_four_turns(
    tmp_path: Path,
) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(1, 2)),
        Character(
            "brute", hex=(3, 2), discard=["Trample", "Spare Dagger", "Skewer", "Shield Bash"]
        ),
    )
    hero = s.heroes[TINKERER]
    turn(s, TINKERER, "Gas Canister", "Crank Bow")
    pick(s, "Gas Canister: bottom")
    pick(s, "Crank Bow: top as Attack 2")  # no enemy in reach
    # the end of the turn it is played in is the first of the four
    assert kind(s) == "ally-target"
    pick(s, "Brute")
    pick(s, "Trample")
    assert "Trample" in piles(s, BRUTE)["hand"]
    assert hero.xp == 0 and hero.active[0].uses_left == 3
    for recovered in ("Spare Dagger", "Skewer", "Shield Bash"):
        end_turn(s, TINKERER, "Hook Gun", "Stun Shot")
        pick(s, "Brute")
        pick(s, recovered)
    assert hero.xp == 2  # slots 2 and 4
    assert piles(s, TINKERER)["lost"] == ["Gas Canister"] and not hero.active
    end_turn(s, TINKERER, "Hook Gun", "Stun Shot")
    assert kind(s) != "ally-target"  # used up


def test_gas_canister_bottom_no_ally_three_hexes_away_is_offered(tmp_path: Path) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(0, 2)),
        Character("brute", hex=(4, 2), discard=["Trample"]),
    )
    turn(s, TINKERER, "Gas Canister", "Crank Bow")
    pick(s, "Gas Canister: bottom")
    pick(s, "Crank Bow: top as Attack 2")  # no enemy in reach
    assert kind(s) != "ally-target"
    assert s.heroes[TINKERER].active[0].uses_left == 3  # the turn's slot is used all the same


@rules("GH-BONUS-03", "GH-BONUS-04")
def test_auto_turret_top_attack_2_range_5_at_the_end_of_each_turn(tmp_path: Path) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(0, 2)),
        monsters=[Monster("bandit-guard", (5, 2))],  # 5 hexes away
    )
    guard = next(f for f in s.figures if f.kind == "monster")
    hero = s.heroes[TINKERER]
    turn(s, TINKERER, "Auto Turret", "Crank Bow")
    pick(s, "Auto Turret: top")
    pick(s, "Crank Bow: bottom")
    pick(s, "stop here")
    pick_figure(s, guard)
    assert guard.hp == 4
    assert hero.xp == 1  # slot 1
    end_turn(s, TINKERER, "Hook Gun", "Stun Shot")
    pick_figure(s, guard)
    assert guard.hp == 2 and hero.xp == 1 and hero.active[0].uses_left == 3


# --- 57 Jet Propulsion --------------------------------------------------------------------


def test_jet_propulsion_top_a_summon_in_range_moves_its_move_plus_2_steered_by_you(
    tmp_path: Path,
) -> None:
    bot = Summon("battle-bot", (2, 2), "Dangerous Contraption")
    s = game(tmp_path, Character("tinkerer", hex=(1, 2), summons=[bot]))
    (battle_bot,) = summons(s)
    turn(s, TINKERER, "Jet Propulsion", "Crank Bow")
    pick(s, "Jet Propulsion: top")
    assert kind(s) == "move" and s.decision().seat == TINKERER
    for h in ((3, 2), (4, 2), (5, 2), (6, 2)):  # Move 2 + 2: four hexes
        pick_hex(s, h)
    assert battle_bot.hex == (6, 2)
    assert kind(s) == "play-half"  # no fifth hex


def test_jet_propulsion_top_moves_no_summon_four_hexes_away(tmp_path: Path) -> None:
    bot = Summon("battle-bot", (5, 2), "Dangerous Contraption")
    s = game(tmp_path, Character("tinkerer", hex=(1, 2), summons=[bot]))
    turn(s, TINKERER, "Jet Propulsion", "Crank Bow")
    pick(s, "Jet Propulsion: top")
    assert kind(s) == "play-half"
    assert summons(s)[0].hex == (5, 2)


# --- 58 Harsh Stimulants ------------------------------------------------------------------


def test_harsh_stimulants_bottom_adjacent_allies_get_plus_2_attack_and_suffer_2(
    tmp_path: Path,
) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(1, 2)),
        Character("brute", hex=(2, 2)),
        monsters=[Monster("bandit-guard", (3, 2))],
    )
    guard = next(f for f in s.figures if f.kind == "monster")
    brute = s.character(BRUTE)
    turn(s, TINKERER, "Harsh Stimulants", "Crank Bow")
    pick(s, "Harsh Stimulants: bottom")
    assert s.decision().seat == BRUTE  # the Brute takes its 2 damage as it chooses
    pick(s, "take the damage")
    assert brute.hp == brute.max_hp - 2
    turn(s, BRUTE, "Trample", "Grab and Go")  # the same round: Trample's Attack 3
    pick(s, "Trample: top")
    pick_figure(s, guard)
    assert guard.hp == 6 - 5


# --- 60 Chimeric Formula ------------------------------------------------------------------


def test_chimeric_formula_top_an_adjacent_ally_recovers_two_lost_then_loses_two(
    tmp_path: Path,
) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(1, 2)),
        Character("brute", hex=(2, 2), lost=["Skewer", "Shield Bash"], discard=["Trample"]),
    )
    turn(s, TINKERER, "Chimeric Formula", "Crank Bow")
    pick(s, "Chimeric Formula: top")
    pick(s, "Brute")
    pick(s, "Skewer")
    pick(s, "Shield Bash")
    assert kind(s) == "lose-card" and s.decision().seat == BRUTE
    assert "skip" not in " ".join(labels(s))  # a negative ability (GH-GLOSS-02)
    pick(s, "lose Trample from discards")
    pick(s, "lose Grab and Go from hand")
    lost = piles(s, BRUTE)["lost"]
    assert lost == ["Grab and Go", "Trample"]
    assert {"Skewer", "Shield Bash"} <= set(piles(s, BRUTE)["hand"])
    assert piles(s, TINKERER)["discard"] == ["Chimeric Formula"]


@rules("GH-RECOVER-02")
def test_chimeric_formula_bottom_a_card_for_the_tinkerer_next_to_an_ally_in_range(
    tmp_path: Path,
) -> None:
    s = game(
        tmp_path,
        Character("tinkerer", hex=(1, 2), lost=["Crank Bow", "Stamina Booster"]),
        Character("brute", hex=(2, 2), lost=["Skewer"]),
    )
    turn(s, TINKERER, "Chimeric Formula", "Hook Gun")
    pick(s, "Chimeric Formula: bottom")
    # the Brute (in range) is next to the Tinkerer: the Tinkerer's own lost card comes back
    assert set(labels(s)) == {"no", "Tinkerer at hex 1,2"}
    pick(s, "Tinkerer")
    assert set(labels(s)) == {"stop", "Crank Bow"}  # Stamina Booster cannot be recovered
    pick(s, "Crank Bow")
    assert "Crank Bow" in piles(s, TINKERER)["hand"]
    assert s.heroes[TINKERER].xp == 2
