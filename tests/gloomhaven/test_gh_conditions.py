"""Conditions: table T-09 as data, applying, removal timing, Wound, Heal, and what a
condition forbids (catalog 8.18, 8.21, 9.1, 9.13, 8.10; tables T-08, T-09)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.conditions import (
    CARDS,
    CONDITIONS,
    ENDS_WITH_TURN,
    NEGATIVE,
    POSITIVE,
    TOKENS,
    Condition,
    FigureConditions,
)
from rulebound.games.gloomhaven.monsters import load_monsters, turn_plan

rules = pytest.mark.rules
C = Condition


def having(*conditions: Condition) -> FigureConditions:
    return FigureConditions(frozenset(conditions))


def given(state: FigureConditions, condition: Condition) -> FigureConditions:
    result = state.apply(condition)
    assert result.applied
    return result.conditions


# --- table T-09 -----------------------------------------------------------------------------


@rules(
    "GH-COND-07",
    "GH-COND-08",
    "GH-COND-09",
    "GH-COND-10",
    "GH-COND-11",
    "GH-COND-12",
    "GH-COND-13",
    "GH-COND-15",
    "GH-COND-16",
    "GH-COND-17",
    "GH-GLOSS-109",
)
def test_table_t09_kinds_and_removal() -> None:
    assert set(CONDITIONS) == set(Condition) and len(Condition) == 10
    assert {C.POISON, C.WOUND, C.IMMOBILIZE, C.DISARM, C.STUN, C.MUDDLE, C.CURSE} == NEGATIVE
    assert {C.INVISIBLE, C.STRENGTHEN, C.BLESS} == POSITIVE
    assert {c for c, info in CONDITIONS.items() if info.positive} == POSITIVE
    removal = {c: info.removal for c, info in CONDITIONS.items()}
    assert {c for c, r in removal.items() if r == "heal"} == {C.POISON, C.WOUND}
    assert {c for c, r in removal.items() if r == "drawn"} == {C.BLESS, C.CURSE}
    assert {
        C.IMMOBILIZE,
        C.DISARM,
        C.STUN,
        C.MUDDLE,
        C.INVISIBLE,
        C.STRENGTHEN,
    } == ENDS_WITH_TURN
    immediate = {c for c, info in CONDITIONS.items() if info.immediate}
    assert immediate == {C.IMMOBILIZE, C.DISARM, C.STUN, C.MUDDLE, C.STRENGTHEN}
    assert all(info.effect for info in CONDITIONS.values())


@rules("GH-COND-01")
def test_bless_and_curse_are_cards_not_tokens() -> None:
    assert {C.BLESS, C.CURSE} == CARDS
    assert set(Condition) - CARDS == TOKENS
    assert not any(CONDITIONS[c].token for c in CARDS)
    for card in CARDS:
        with pytest.raises(ValueError, match="not a token"):
            FigureConditions().apply(card)


def test_condition_names_are_the_monster_data_names() -> None:
    assert [c.value for c in (C.POISON, C.MUDDLE, C.IMMOBILIZE)] == [
        "poison",
        "muddle",
        "immobilize",
    ]
    assert C("wound") is C.WOUND


# --- applying -------------------------------------------------------------------------------


@rules("GH-COND-02", "GH-COND-03")
def test_a_duplicate_replaces_the_condition() -> None:
    state = given(having(C.POISON), C.POISON)
    assert state.tokens == {C.POISON}
    # Poison and Wound stay until healed: turns come and go (GH-COND-02)
    for _ in range(3):
        state = state.start_turn().end_turn()
    assert state.tokens == {C.POISON}


@rules("GH-COND-03", "GH-PEND-02")
def test_a_condition_reapplied_during_the_own_turn_is_the_new_one_and_stays() -> None:
    state = having(C.MUDDLE).start_turn()
    assert state.removed_at_end_of_turn() == {C.MUDDLE}
    state = given(state, C.MUDDLE)  # e.g. a trap during its move
    assert state.removed_at_end_of_turn() == frozenset()
    after = state.end_turn()
    assert after.has(C.MUDDLE)
    # it goes at the end of the following turn
    assert not after.start_turn().end_turn().has(C.MUDDLE)


@rules("GH-ATK-08", "GH-GLOSS-80")
@pytest.mark.parametrize("condition", sorted(TOKENS))
def test_obstacles_are_immune_to_every_condition(condition: Condition) -> None:
    obstacle = FigureConditions(obstacle=True)
    result = obstacle.apply(condition)
    assert not result.applied and result.blocked_by == "obstacle"
    assert result.conditions == obstacle


@rules("GH-COND-04")
def test_a_boss_is_immune_to_the_conditions_of_its_stat_card() -> None:
    boss = FigureConditions(immune=frozenset({C.STUN, C.POISON}))
    assert boss.apply(C.STUN).blocked_by == "immune"
    assert not boss.apply(C.POISON).conditions.has(C.POISON)
    assert boss.apply(C.WOUND).conditions.has(C.WOUND)
    assert boss.is_immune(C.STUN) and not boss.is_immune(C.WOUND)


@rules("GH-GLOSS-49")
def test_becoming_immune_removes_the_condition_except_bless_and_curse() -> None:
    state = having(C.STUN, C.WOUND).become_immune(C.STUN, C.CURSE)
    assert state.tokens == {C.WOUND}
    assert state.immune == {C.STUN, C.CURSE}
    assert state.apply(C.STUN).blocked_by == "immune"


# --- removal at the end of the figure's turn ------------------------------------------------


@rules("GH-PEND-02", "GH-MEND-01", "GH-GLOSS-109", "GH-COND-02")
def test_end_of_turn_removes_the_six_unless_applied_during_the_turn() -> None:
    everything = having(*TOKENS)
    state = everything.start_turn()
    assert state.removed_at_end_of_turn() == ENDS_WITH_TURN
    assert state.end_turn().tokens == {C.POISON, C.WOUND}
    # applied during its own turn (Strengthen self; Muddled by a trap): they stay
    own = given(given(FigureConditions().start_turn(), C.STRENGTHEN), C.MUDDLE)
    assert own.end_turn().tokens == {C.STRENGTHEN, C.MUDDLE}


@rules("GH-DX-35", "GH-PEND-02", "GH-GLOSS-109", "GH-COND-09")
def test_dx35_condition_removal_timing() -> None:
    # (a) a monster at Initiative 10 Immobilizes P (Initiative 50) before P's turn.
    p = given(FigureConditions(), C.IMMOBILIZE).start_turn()
    assert not p.can_move()
    p = p.end_turn()
    assert not p.has(C.IMMOBILIZE)
    # (b) a monster at Initiative 70 Immobilizes P after P's turn.
    p = FigureConditions().start_turn().end_turn()
    p = given(p, C.IMMOBILIZE)
    assert p.has(C.IMMOBILIZE)  # it stays through the end of the round
    p = p.start_turn()  # P's turn next round
    assert not p.can_move()
    assert not p.end_turn().has(C.IMMOBILIZE)


@rules("GH-DX-36", "GH-MEND-01", "GH-MACT-01")
def test_dx36_a_stunned_monster_does_not_act_and_loses_the_stun() -> None:
    monster = given(FigureConditions(), C.STUN)
    monster = monster.start_turn()
    assert not monster.can_act()  # no card abilities
    assert not monster.end_turn().has(C.STUN)  # not applied during that turn


# --- Wound, Poison, Heal --------------------------------------------------------------------


@rules("GH-COND-08", "GH-PSTART-01")
def test_wound_deals_1_damage_at_the_start_of_each_own_turn() -> None:
    state = having(C.WOUND)
    for _ in range(2):
        state = state.start_turn()
        assert state.wound_damage() == 1
        state = state.end_turn()
    assert FigureConditions().start_turn().wound_damage() == 0
    assert having(C.POISON).wound_damage() == 0


@rules("GH-HEAL-03", "GH-HEAL-04", "GH-HEAL-05", "GH-DX-09", "GH-MHEAL-03", "GH-GLOSS-48")
@pytest.mark.parametrize(
    ("before", "removed", "restored"),
    [
        ((), set(), 3),
        ((C.WOUND,), {C.WOUND}, 3),
        ((C.POISON,), {C.POISON}, 0),
        ((C.POISON, C.WOUND), {C.POISON, C.WOUND}, 0),
    ],
)
def test_table_t08_heal_against_poison_and_wound(
    before: tuple[Condition, ...], removed: set[Condition], restored: int
) -> None:
    state = having(*before, C.MUDDLE)
    result = state.heal(3, missing=5)  # Heal 3 on a figure missing 5 HP
    assert result.removed == removed and result.restored == restored
    assert result.conditions.tokens == {C.MUDDLE}


@rules("GH-HEAL-01")
def test_heal_restores_at_most_the_missing_hp() -> None:
    assert FigureConditions().heal(3, missing=1).restored == 1
    assert FigureConditions().heal(3, missing=0).restored == 0
    assert FigureConditions().heal(3).restored == 3


@rules("GH-DX-10", "GH-PSTART-01", "GH-HEAL-03", "GH-LREST-04")
def test_dx10_long_rest_while_wounded() -> None:
    state = having(C.WOUND).start_turn()  # Initiative 99
    assert state.wound_damage() == 1
    heal = state.heal(2, missing=3)  # Heal 2, Self
    assert heal.removed == {C.WOUND} and heal.restored == 2
    assert not heal.conditions.has(C.WOUND)


# --- what a condition forbids ---------------------------------------------------------------


@rules("GH-COND-09", "GH-MOVE-02", "GH-MMOVE-01")
def test_immobilize_stops_moves_at_once() -> None:
    state = given(FigureConditions().start_turn(), C.IMMOBILIZE)  # mid-turn: at once
    assert not state.can_move()
    assert state.can_attack() and state.can_act()


@rules("GH-COND-10", "GH-ATK-02", "GH-MATK-01")
def test_disarm_stops_attacks_at_once() -> None:
    state = given(FigureConditions().start_turn(), C.DISARM)
    assert not state.can_attack()
    assert state.can_move() and state.can_act()


@rules("GH-COND-11", "GH-ACTION-01", "GH-MACT-01", "GH-ITEM-03")
def test_stun_stops_abilities_and_items() -> None:
    state = given(FigureConditions(), C.STUN)
    assert not state.can_act()
    assert not state.can_move() and not state.can_attack() and not state.can_use_items()
    assert FigureConditions().can_use_items()


@rules("GH-COND-15")
def test_invisible_cannot_be_targeted_by_enemies() -> None:
    assert not given(FigureConditions(), C.INVISIBLE).can_be_targeted_by_enemies()
    assert FigureConditions().can_be_targeted_by_enemies()


@rules("GH-COND-09", "GH-COND-10", "GH-COND-12")
def test_the_tokens_drive_a_monster_turn_plan() -> None:
    book = load_monsters()
    guard = book.monsters["bandit-guard"]
    card = book.card("guard", 525)
    tokens = having(C.MUDDLE, C.DISARM, C.IMMOBILIZE).tokens
    ability = turn_plan(guard, 1, "normal", card, tokens).ability
    assert ability.muddled and ability.disarmed and ability.immobilized
    plain = turn_plan(guard, 1, "normal", card, FigureConditions().tokens).ability
    assert not (plain.muddled or plain.disarmed or plain.immobilized)


def test_records_are_values() -> None:
    state = FigureConditions()
    state.apply(C.POISON)
    assert state == FigureConditions()
    assert having(C.WOUND) == having(C.WOUND) and hash(having(C.WOUND)) == hash(having(C.WOUND))
