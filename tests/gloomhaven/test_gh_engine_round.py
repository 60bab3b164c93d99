"""The round through the engine (catalog sections 5, 6 and 10): the plans, who may
rest, exhaustion by cards, the turn order and its ties, the monster ability cards, and
the end of the round with its Short Rests."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import arena, card_index, kind, labels, monster, pick, place

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.elements import Element, Strength
from rulebound.games.gloomhaven.position import (
    add_ability_card,
    move_cards,
    remove_figure,
    set_hp,
    stack_ability_deck,
    stack_modifiers,
)
from rulebound.games.gloomhaven.state import GloomhavenState

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1


def plan(s: GloomhavenState, lead: str, second: str) -> None:
    """Answer the pending plan with ``lead`` leading and ``second``: the two cards,
    then the leading one."""
    for text in (f"{lead} (", f"{second} (", f"lead with {lead} ("):
        found = [a for label, a in labels(s).items() if label.startswith(text)]
        assert len(found) == 1, (text, sorted(labels(s)))
        s.apply_action(found[0])


def idle(s: GloomhavenState) -> None:
    """Answer the pending decision doing as little as possible: a half as Move 2 (or
    Attack 2) and no step, no attack, no heal, no rest; damage is taken."""
    found = labels(s)
    if kind(s) == "play-half":
        for default in ("as Move 2", "as Attack 2"):
            for text, a in found.items():
                if default in text:
                    s.apply_action(a)
                    return
    for word in ("stop here", "stop attacking", "skip", "no", "take the damage"):
        if word in found:
            s.apply_action(found[word])
            return
    s.apply_action(s.decision().options[0])


def passive(s: GloomhavenState, until: tuple[str, ...] = ("plan",)) -> None:
    """:func:`idle` until a decision of a kind in ``until`` (or the end)."""
    while kind(s) not in until and s.decision().options:
        idle(s)


def next_character(s: GloomhavenState) -> None:
    """Play the pending character turn idly, up to the next character's first half
    (or the next plan)."""
    idle(s)
    while s.decision().options and not (
        kind(s) == "plan" or (kind(s) == "play-half" and "first action" in s.decision().prompt)
    ):
        idle(s)


def turns_taken(s: GloomhavenState) -> list[str]:
    return [line[: -len("'s turn.")] for line in s.log if line.endswith("'s turn.")]


def cards(s: GloomhavenState, seat: int, *names: str) -> list[int]:
    return [card_index(s, seat, n) for n in names]


def to_discard(s: GloomhavenState, seat: int, *names: str) -> None:
    move_cards(s, seat, "discard", *names)


def stack_guard_deck(s: GloomhavenState, *ids: int) -> None:
    deck = s.ability_decks["bandit-guard"]
    stack_ability_deck(s, "bandit-guard", *ids, *[c for c in deck.draw if c not in ids])


# --- the plans ---------------------------------------------------------------------------


@rules("GH-RSTART-01", "GH-RSTART-05", "GH-RSTART-06", "GH-GLOSS-29", "GH-GLOSS-14")
def test_a_plan_is_two_hand_cards_one_leading(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    assert kind(s) == "plan" and s.decision().seat == BRUTE
    options = s.decision().options
    assert enc.LONG_REST not in options  # nothing discarded yet
    assert len(options) == 10  # a first card of the 10 in hand, then a second, then the lead
    pick(s, "Eye for an Eye (18)")
    assert kind(s) == "plan-second" and len(s.decision().options) == 9
    pick(s, "Trample (72)")
    assert kind(s) == "plan-lead" and len(s.decision().options) == 2
    pick(s, "lead with Trample")
    brute = s.heroes[BRUTE]
    trample, eye = cards(s, BRUTE, "Trample", "Eye for an Eye")
    assert brute.plan == (trample, eye) and brute.unplayed == [trample, eye]
    assert trample not in brute.hand and eye not in brute.hand and len(brute.hand) == 8
    plan(s, "Into the Night", "Scurry")  # the Mindthief leads with 14
    assert kind(s) == "play-half" and s.decision().seat == MINDTHIEF
    later = [(t.name, t.initiative) for t in s.order.turns() if t.kind == "character"]
    assert later == [("c0", 72)]  # the Leading Card's initiative, not Eye for an Eye's 18


@rules("GH-RSTART-07", "GH-RSTART-08", "GH-RSTART-12")
def test_plans_stay_secret_until_all_are_revealed(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    plan(s, "Trample", "Eye for an Eye")
    other = s.view_body(MINDTHIEF)["characters"][BRUTE]
    assert "plan" not in other and other["long_rest"] is None
    assert s.view_body(BRUTE)["characters"][BRUTE]["plan"] == ["Trample", "Eye for an Eye"]
    assert not any("Trample" in line for line in s.log_for(MINDTHIEF))
    assert any("Trample" in line for line in s.log_for(BRUTE))
    plan(s, "Into the Night", "Scurry")
    shown = s.view_body(MINDTHIEF)["characters"][BRUTE]
    assert shown["plan"] == ["Trample", "Eye for an Eye"]
    assert "Brute reveals Trample (72) and Eye for an Eye." in s.log_for(MINDTHIEF)


@rules("GH-RSTART-02", "GH-RSTART-03")
def test_one_card_in_hand_leaves_only_the_long_rest(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    brute = s.heroes[BRUTE]
    to_discard(s, BRUTE, *[brute.cls.cards[c].name for c in brute.hand[1:]])
    s.refresh()
    assert len(brute.hand) == 1 and s.decision().options == (enc.LONG_REST,)


@rules("GH-RSTART-03", "GH-BONUS-02", "GH-GLOSS-09", "GH-DX-28")
def test_an_active_card_may_be_moved_to_the_discards_to_long_rest(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    brute = s.heroes[BRUTE]
    to_discard(s, BRUTE, "Trample")
    s.refresh()
    assert enc.LONG_REST not in s.decision().options  # one discard only
    shield_bash = card_index(s, BRUTE, "Shield Bash")
    position.put_in_active_area(s, BRUTE, shield_bash, "bottom")  # a round bonus, no Lost icon
    s.refresh()
    pick(s, "Long Rest")
    assert kind(s) == "end-bonus" and labels(s) == {"Shield Bash": enc.CARD + shield_bash}
    pick(s, "Shield Bash")
    assert brute.long_rest
    assert sorted(brute.discard) == sorted([*cards(s, BRUTE, "Trample"), shield_bash])
    assert brute.active == []


@rules("GH-RSTART-03")
def test_an_active_card_with_the_lost_icon_does_not_count_for_a_long_rest(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    to_discard(s, BRUTE, "Trample")
    position.put_in_active_area(s, BRUTE, "Warding Strength", "bottom", 6)  # lost, persistent
    s.refresh()
    assert enc.LONG_REST not in s.decision().options


@rules(
    "GH-RSTART-04",
    "GH-EXHAUST-02",
    "GH-EXHAUST-04",
    "GH-DX-28",
    "GH-GLOSS-38",
)
def test_no_two_cards_and_no_rest_exhausts_at_the_plan_without_losing_hp(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    brute, fig = s.heroes[BRUTE], s.character(BRUTE)
    set_hp(s, fig, 7)
    hand = [brute.cls.cards[c].name for c in brute.hand]
    to_discard(s, BRUTE, hand[0])
    move_cards(s, BRUTE, "lost", *brute.hand[1:])
    s.refresh()
    assert kind(s) == "plan" and s.decision().seat == MINDTHIEF  # the Brute had no choice
    assert brute.exhausted and not fig.alive
    assert fig.hp == 7  # not set to 0
    assert fig not in s.characters()


# --- monster ability cards and the order --------------------------------------------------


@rules("GH-RSTART-09", "GH-RSTART-11", "GH-GLOSS-25")
def test_one_ability_card_is_drawn_per_type_with_a_figure_on_the_map(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    monster(s, "bandit-guard", (6, 3))
    gone = monster(s, "living-bones", (6, 0))
    remove_figure(s, gone)
    stack_guard_deck(s, 529)
    plan(s, "Trample", "Eye for an Eye")
    plan(s, "Into the Night", "Scurry")
    guard = s.ability_decks["bandit-guard"]
    assert guard.drawn == 529 and len(guard.draw) == 7
    assert s.ability_decks["living-bones"].drawn == -1  # no figure of that type left
    assert [(t.figure, t.initiative) for t in s.order.turns() if t.kind == "monster"] == [
        ("bandit-guard 1", 70),
        ("bandit-guard 2", 70),
    ]


@rules("GH-RSTART-10")
def test_an_empty_ability_deck_is_reshuffled_from_its_discards(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    deck = s.ability_decks["bandit-guard"]
    deck.discard, deck.draw = deck.draw[:], []
    plan(s, "Trample", "Eye for an Eye")
    plan(s, "Into the Night", "Scurry")
    assert deck.drawn in range(524, 532)
    assert sorted([deck.drawn, *deck.draw]) == list(range(524, 532)) and deck.discard == []


@rules("GH-RSTART-13", "GH-RSTART-14", "GH-RSTART-18", "GH-ROUND-01", "GH-GLOSS-120")
def test_the_round_runs_in_initiative_order_players_first_on_a_tie(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))  # 1
    monster(s, "bandit-guard", (6, 3), rank="elite")  # 2
    monster(s, "bandit-guard", (6, 2))  # 3
    stack_guard_deck(s, 524)  # initiative 15
    monster(s, "bandit-archer", (6, 0))
    stack_ability_deck(s, "bandit-archer", 532)  # initiative 16
    plan(s, "Shield Bash", "Trample")  # 15
    plan(s, "Submissive Affliction", "Into the Night")  # 48
    passive(s)
    assert turns_taken(s) == [
        "Brute",
        "elite Bandit Guard 2",
        "Bandit Guard 1",
        "Bandit Guard 3",
        "Bandit Archer 1",
        "Mindthief",
    ]
    assert s.round == 2 and kind(s) == "plan"


@rules("GH-RSTART-17")
def test_tied_players_go_by_their_second_card(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    stack_guard_deck(s, 529)
    plan(s, "Spare Dagger", "Trample")  # 27, then 72
    plan(s, "Fearsome Blade", "Into the Night")  # 27, then 14
    assert kind(s) == "play-half" and s.decision().seat == MINDTHIEF


@rules("GH-RSTART-17", "GH-RSTART-16", "GH-RSTART-15")
def test_players_still_tied_choose_who_goes_first(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    stack_guard_deck(s, 529)
    to_discard(s, BRUTE, "Trample", "Eye for an Eye")
    to_discard(s, MINDTHIEF, "Scurry", "Into the Night")
    s.refresh()
    pick(s, "Long Rest")
    pick(s, "Long Rest")
    assert kind(s) == "order-tie"
    assert sorted(labels(s)) == ["Brute first", "Mindthief first"]
    pick(s, "Mindthief first")
    passive(s, until=("long-rest-lose",))
    assert s.decision().seat == MINDTHIEF


@rules("GH-RSTART-15", "GH-FOCUS-09")
def test_monster_types_tied_on_initiative_are_ordered_by_the_players(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    monster(s, "bandit-archer", (6, 0))
    twin = add_ability_card(s, "bandit-archer", {"move": "+0"}, {"attack": "+0"}, initiative=15)
    stack_ability_deck(s, "bandit-archer", twin)
    stack_guard_deck(s, 524)  # 15 as well
    plan(s, "Trample", "Eye for an Eye")
    plan(s, "Submissive Affliction", "Into the Night")
    assert kind(s) == "order-tie" and s.decision().seat == s.party_seat()
    assert sorted(labels(s)) == ["Bandit Archer first", "Bandit Guard first"]
    pick(s, "Bandit Archer first")
    passive(s)
    assert turns_taken(s)[:2] == ["Bandit Archer 1", "Bandit Guard 1"]


@rules("GH-SUMMON-05", "GH-RSTART-19")
def test_a_summon_first_acts_next_round_just_before_its_summoner(tmp_path: Path) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    monster(s, "bandit-guard", (6, 4))
    stack_guard_deck(s, 525, 529)  # 30, then 70
    plan(s, "Harmless Contraption", "Proximity Mine")  # 74
    plan(s, "Grab and Go", "Eye for an Eye")  # 87
    passive(s, until=("play-half",))
    pick(s, "Harmless Contraption: top")
    pick(s, "hex 1,0")
    passive(s)
    assert "Decoy" not in turns_taken(s)  # summoned this round: no turn
    plan(s, "Stun Shot", "Ink Bomb")  # 20
    plan(s, "Trample", "Spare Dagger")  # 72
    passive(s)
    round_two = turns_taken(s)[3:]
    assert round_two[:2] == ["Decoy", "Tinkerer"]


@rules("GH-LREST-01", "GH-RSTART-19")
def test_a_long_resting_characters_summon_still_acts_before_it(tmp_path: Path) -> None:
    s = arena(tmp_path, party="tinkerer,brute")
    monster(s, "bandit-guard", (6, 4))
    stack_guard_deck(s, 525, 529)
    plan(s, "Harmless Contraption", "Proximity Mine")
    plan(s, "Grab and Go", "Eye for an Eye")
    passive(s, until=("play-half",))
    pick(s, "Harmless Contraption: top")
    pick(s, "hex 1,0")
    passive(s)
    to_discard(s, 0, "Stun Shot")  # two discards with Proximity Mine
    s.refresh()
    pick(s, "Long Rest")
    plan(s, "Trample", "Spare Dagger")  # 72
    passive(s, until=("long-rest-lose",))
    assert turns_taken(s)[-2:] == ["Decoy", "Tinkerer"]  # at 99, after the Brute


# --- the round's goal ------------------------------------------------------------------


@rules("GH-ROUND-07", "GH-REND-01", "GH-GLOSS-100")
def test_a_goal_met_mid_round_ends_the_scenario_after_the_round(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 0))
    set_hp(s, guard, 1)
    place(s, BRUTE, (0, 0))
    stack_guard_deck(s, 529)  # 70
    stack_modifiers(s, BRUTE, "+0", "+0")
    plan(s, "Provoking Roar", "Trample")  # 10
    plan(s, "Submissive Affliction", "Into the Night")  # 48
    pick(s, "Provoking Roar: top")
    pick(s, "Bandit Guard 1")
    assert not guard.alive and s.outcome == ""
    next_character(s)
    assert s.decision().seat == MINDTHIEF  # the round goes on
    assert s.outcome == ""
    passive(s, until=("short-rest",))
    assert s.outcome == ""  # the end of the round (Short Rests included) comes first
    passive(s)
    assert s.outcome == "won" and s.round == 1


# --- the end of the round ------------------------------------------------------------------


@rules("GH-REND-02")
def test_a_deck_that_drew_a_null_is_reshuffled_at_the_end_of_the_round(tmp_path: Path) -> None:
    s = arena(tmp_path)
    guard = monster(s, "bandit-guard", (1, 0))
    set_hp(s, guard, 20, most=20)
    place(s, BRUTE, (0, 0))
    stack_modifiers(s, BRUTE, "null", "+0", "+1")
    stack_modifiers(s, MINDTHIEF, "+0", "+1")
    stack_guard_deck(s, 529)
    plan(s, "Provoking Roar", "Trample")
    plan(s, "Submissive Affliction", "Into the Night")
    pick(s, "Provoking Roar: top")
    pick(s, "Bandit Guard 1")
    assert s.heroes[BRUTE].deck.reshuffle and len(s.heroes[BRUTE].deck.discard) == 1
    passive(s)
    assert s.round == 2
    brute_deck = s.heroes[BRUTE].deck
    assert brute_deck.discard == () and len(brute_deck.draw_pile) == 3
    assert not brute_deck.reshuffle


@rules("GH-REND-03")
def test_a_shuffle_card_reshuffles_its_ability_deck_at_the_end_of_the_round(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    deck = s.ability_decks["bandit-guard"]
    stack_guard_deck(s, 525, 524)
    for cards_planned in (("Trample", "Eye for an Eye"), ("Spare Dagger", "Grab and Go")):
        plan(s, *cards_planned)
        plan(s, *(("Into the Night", "Fearsome Blade"), ("Scurry", "Perverse Edge"))[s.round - 1])
        passive(s)
        if s.round == 2:
            assert deck.discard == [525] and len(deck.draw) == 7  # no shuffle symbol
    assert deck.discard == [] and sorted(deck.draw) == list(range(524, 532))  # 524 reshuffles


@rules("GH-REND-04", "GH-BONUS-08", "GH-BONUS-09", "GH-GLOSS-22")
def test_round_bonuses_leave_the_active_area_at_the_end_of_the_round(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    stack_guard_deck(s, 529)
    plan(s, "Shield Bash", "Trample")
    plan(s, "Into the Night", "Scurry")
    next_character(s)  # the Mindthief's turn (14) is over
    assert s.decision().seat == BRUTE
    pick(s, "Shield Bash: bottom")
    brute = s.heroes[BRUTE]
    shield_bash = card_index(s, BRUTE, "Shield Bash")
    assert [a.card for a in brute.active] == [shield_bash]
    passive(s)
    assert brute.active == [] and shield_bash in brute.discard


@rules("GH-REND-04", "GH-BONUS-09")
def test_a_lost_round_bonus_goes_to_the_lost_pile(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    brute = s.heroes[BRUTE]
    wall = card_index(s, BRUTE, "Wall of Doom")
    move_cards(s, BRUTE, "discard", brute.hand[-1])  # swap Spare Dagger for the level-X card
    move_cards(s, BRUTE, "hand", wall)
    stack_guard_deck(s, 529)
    s.refresh()
    plan(s, "Wall of Doom", "Trample")
    plan(s, "Into the Night", "Scurry")
    next_character(s)
    pick(s, "Wall of Doom: top")
    assert [a.card for a in brute.active] == [wall] and brute.xp == 2
    passive(s)
    assert brute.active == [] and wall in brute.lost and wall not in brute.discard


@rules("GH-REND-05", "GH-REND-06", "GH-INFUSE-02", "GH-DX-25")
def test_elements_wane_a_step_each_round_and_the_round_counter_advances(
    tmp_path: Path,
) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    stack_guard_deck(s, 529, 527)
    plan(s, "Trample", "Eye for an Eye")
    plan(s, "Into the Night", "Scurry")
    next_character(s)
    pick(s, "Eye for an Eye: bottom")
    pick(s, "Brute at")  # the Heal is performed, so its standalone infusion happens
    assert s.elements.level(Element.EARTH) == Strength.INERT  # not before the turn ends
    pick(s, "Trample: top as Attack 2")  # no target in reach: the turn ends
    passive(s)
    assert s.round == 2 and s.elements.level(Element.EARTH) == Strength.WANING
    plan(s, "Spare Dagger", "Grab and Go")
    plan(s, "Fearsome Blade", "Perverse Edge")
    passive(s)
    assert s.round == 3 and s.elements.level(Element.EARTH) == Strength.INERT


def rest_setup(tmp_path: Path, discards: tuple[str, ...]) -> GloomhavenState:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    stack_guard_deck(s, 529)
    to_discard(s, BRUTE, *discards)
    s.refresh()
    plan(s, "Spare Dagger", "Grab and Go")
    plan(s, "Into the Night", "Scurry")
    return s


@rules("GH-SREST-01", "GH-GLOSS-96")
def test_a_short_rest_is_offered_at_the_end_of_round_with_two_discards(tmp_path: Path) -> None:
    s = rest_setup(tmp_path, ())
    passive(s, until=("short-rest",))
    # after the round each character has its two played cards discarded
    assert s.decision().seat == BRUTE and sorted(labels(s)) == [
        "not now (the discards stay)",
        "take a Short Rest (one card lost at random)",
    ]
    # the prompt says what a Short Rest does (a player answered a bare "no / yes")
    assert s.decision().prompt == (
        "Brute: take a Short Rest? Your 2 discarded cards return to your hand, but one "
        "of them, at random, is lost"
    )
    pick(s, "no")
    assert kind(s) == "short-rest" and s.decision().seat == MINDTHIEF
    pick(s, "no")
    assert kind(s) == "plan" and len(s.heroes[BRUTE].discard) == 2


@rules("GH-SREST-01")
def test_no_short_rest_with_fewer_than_two_discards(tmp_path: Path) -> None:
    s = arena(tmp_path)
    monster(s, "bandit-guard", (6, 4))
    stack_guard_deck(s, 529)
    plan(s, "Overwhelming Assault", "Trample")
    plan(s, "Into the Night", "Perverse Edge")
    passive(s, until=("play-half",))
    pick(s, "Perverse Edge: top")  # Lost
    pick(s, "Into the Night: bottom")
    passive(s, until=("play-half",))
    pick(s, "Overwhelming Assault: top")  # Lost
    pick(s, "Trample: bottom")  # Lost
    passive(s)
    assert kind(s) == "plan"
    assert not any("Short Rest" in line or "short rests" in line for line in s.log)


@rules("GH-SREST-02", "GH-SREST-03", "GH-DX-29", "GH-GLOSS-85", "GH-GLOSS-86")
def test_a_short_rest_loses_one_random_discard_and_returns_the_rest(tmp_path: Path) -> None:
    s = rest_setup(tmp_path, ("Trample", "Eye for an Eye", "Sweeping Blow"))
    brute = s.heroes[BRUTE]
    passive(s, until=("short-rest",))
    before = sorted(brute.discard)
    hand = sorted(brute.hand)
    assert len(before) == 5
    pick(s, "take a Short Rest")
    assert kind(s) == "short-rest-reroll"
    picked = next(c for c in before if brute.cls.cards[c].name in s.decision().prompt)
    pick(s, "let it be lost")
    assert brute.lost == [picked] and brute.discard == []
    assert sorted(brute.hand) == sorted(hand + [c for c in before if c != picked])


@rules("GH-SREST-02", "GH-DX-29", "GH-CDMG-01")
def test_a_short_rest_may_once_keep_the_card_for_one_damage(tmp_path: Path) -> None:
    s = rest_setup(tmp_path, ("Trample", "Eye for an Eye", "Sweeping Blow"))
    brute, fig = s.heroes[BRUTE], s.character(BRUTE)
    passive(s, until=("short-rest",))
    before = sorted(brute.discard)
    pick(s, "take a Short Rest")
    first = next(c for c in before if brute.cls.cards[c].name in s.decision().prompt)
    pick(s, "suffer 1 damage to keep it")
    assert kind(s) == "suffer-damage"  # the damage is character damage
    pick(s, "take the damage")
    assert fig.hp == fig.max_hp - 1
    assert len(brute.lost) == 1 and brute.lost[0] != first and first in brute.hand
    assert brute.discard == [] and len(brute.hand) == 5 + 4
    assert kind(s) == "short-rest" and s.decision().seat == MINDTHIEF  # no second reroll
