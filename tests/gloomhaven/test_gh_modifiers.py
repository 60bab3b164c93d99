"""Attack modifier cards and decks: building, drawing (T-07), comparing, Bless and Curse,
reshuffling, and the attack value."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebound.games.gloomhaven.modifiers import (
    BASE_DECK,
    BLESS,
    BLESS_LIMIT,
    CURSE,
    CURSE_LIMIT,
    Draw,
    Effect,
    ModifierCard,
    ModifierDeck,
    add_bless,
    add_curse,
    adjusted,
    apply_modifiers,
    attack_values,
    can_add,
    character_deck,
    compare,
    draw_attack,
    draw_mode,
    end_of_round,
    in_use,
    monster_deck,
    new_deck,
    parse_card,
    parse_cards,
    pick,
)
from rulebound.kernel.rng import Rng

rules = pytest.mark.rules


def stacked(*texts: str, discard: tuple[str, ...] = (), monsters: bool = False) -> ModifierDeck:
    """A deck in a known order, top card first."""
    return ModifierDeck(parse_cards(*texts), parse_cards(*discard), monsters=monsters)


def draw(deck: ModifierDeck, base: int = 2, **mode: bool) -> tuple[ModifierDeck, Draw]:
    return draw_attack(deck, Rng(0), base=base, **mode)


def names(cards: tuple[ModifierCard, ...]) -> list[str]:
    return [str(c) for c in cards]


# --- cards --------------------------------------------------------------------------------


@rules("GH-GLOSS-27", "GH-GLOSS-67")
def test_cards_read_and_print_their_value_rolling_and_effects() -> None:
    card = parse_card("Rolling +1, Pierce 3, Stun")
    assert (card.value, card.rolling) == (1, True)
    assert card.effects == (Effect("pierce", 3), Effect("stun"))
    for text in ["+0", "-2", "x2", "Null", "Rolling +0 Fire", "+1 Heal 1 Target", "Bless"]:
        assert str(parse_card(text)) == text
        assert parse_card(str(parse_card(text))) == parse_card(text)
    assert parse_card("stun") == parse_card("+0 stun")  # an effect-only card adds +0
    assert parse_card("curse").special == CURSE
    assert parse_card("+0 curse").special == "" and parse_card("+0 curse").effects


@pytest.mark.parametrize(
    "make",
    [
        lambda: parse_card("+1 sparkle"),
        lambda: parse_card("pierce"),
        lambda: ModifierCard(kind="x2", rolling=True),
        lambda: ModifierCard(2, kind="null"),
        lambda: Effect("push", 0),
        lambda: Effect("stun", 1),
        lambda: ModifierCard(kind="x2", special="curse"),
    ],
)
def test_malformed_cards_are_refused(make: Callable[[], object]) -> None:
    with pytest.raises(ValueError):
        make()


# --- decks --------------------------------------------------------------------------------


@rules("GH-SETUP-26", "GH-GLOSS-60")
def test_a_character_deck_is_the_20_base_cards_shuffled() -> None:
    assert len(BASE_DECK) == 20
    assert Counter(map(str, BASE_DECK)) == {
        "+0": 6,
        "+1": 5,
        "-1": 5,
        "+2": 1,
        "-2": 1,
        "x2": 1,
        "Null": 1,
    }
    deck = character_deck(Rng(5))
    assert Counter(deck.draw_pile) == Counter(BASE_DECK) and deck.discard == ()
    assert not deck.monsters and not deck.reshuffle
    assert deck.draw_pile != BASE_DECK  # shuffled
    assert character_deck(Rng(5)) == deck  # by the Rng passed in, nothing else
    assert character_deck(Rng(6)) != deck


@rules("GH-SETUP-26", "GH-SETUP-25", "GH-GLOSS-63")
def test_perks_and_items_adjust_a_character_deck() -> None:
    deck = character_deck(Rng(1), remove=["-1", "-1"], add=["+1 stun", "rolling +2", "-1"])
    counts = Counter(map(str, deck.draw_pile))
    assert len(deck.draw_pile) == 21
    assert counts["-1"] == 4 and counts["+1 Stun"] == 1 and counts["Rolling +2"] == 1
    with pytest.raises(ValueError, match="no \\+3 card"):
        adjusted(BASE_DECK, remove=["+3"])


@rules("GH-SETUP-19", "GH-SETUP-17", "GH-GLOSS-60", "GH-MATK-09")
def test_the_monsters_share_one_shuffled_deck() -> None:
    deck = monster_deck(Rng(2), add=["curse", "-1"])
    assert deck.monsters and len(deck.draw_pile) == 22
    # two monsters attack one after the other: both draws come off the same deck
    deck, first = draw(deck)
    deck, second = draw(deck)
    assert (
        deck.draw_pile
        == monster_deck(Rng(2), add=["curse", "-1"]).draw_pile[
            len(first.drawn) + len(second.drawn) :
        ]
    )


# --- one draw, Rolling -------------------------------------------------------------------


@rules("GH-AMD-03", "GH-GLOSS-27")
def test_without_advantage_one_card_is_drawn_and_used() -> None:
    deck, result = draw(stacked("+1", "-1"))
    assert result.mode == "normal"
    assert names(result.drawn) == names(result.used) == ["+1"]
    assert names(deck.draw_pile) == ["-1"] and names(deck.discard) == ["+1"]
    assert result.values(3) == (4,)


@rules("GH-AMD-03", "GH-DX-12", "GH-COND-12", "GH-COND-16", "GH-RANGED-04")
def test_advantage_and_disadvantage_cancel_out() -> None:
    assert draw_mode(True, True) == draw_mode(False, False) == "normal"
    assert draw_mode(True, False) == "advantage" and draw_mode(False, True) == "disadvantage"
    deck, result = draw(stacked("rolling +1", "-1", "+2"), advantage=True, disadvantage=True)
    assert names(result.drawn) == ["Rolling +1", "-1"]  # one card, with the Rolling rule
    assert names(deck.draw_pile) == ["+2"]


@rules("GH-AMD-04", "GH-AMD-05", "GH-GLOSS-67")
def test_rolling_cards_keep_the_draw_going_and_all_apply() -> None:
    deck, result = draw(stacked("rolling +1", "rolling pierce 2", "+1 wound", "+2"))
    assert names(result.used) == ["Rolling +1", "Rolling +0 Pierce 2", "+1 Wound"]
    assert result.used == result.drawn
    assert result.values(2) == (4,)
    assert result.effects == (Effect("pierce", 2), Effect("wound"))
    assert names(deck.draw_pile) == ["+2"] and len(deck.discard) == 3


@rules("GH-AMD-02")
def test_the_effects_of_the_cards_used_go_to_the_attacker() -> None:
    _, result = draw(stacked("rolling heal 1", "rolling shield 1", "+0 push 2 fire"))
    assert result.effects == (
        Effect("heal", 1),
        Effect("shield", 1),
        Effect("push", 2),
        Effect("fire"),
    )  # all listed; skipping any of them is the attacker's choice


@rules("GH-AMD-01", "GH-ATK-05")
def test_each_target_gets_its_own_draw_and_an_empty_deck_reshuffles_its_discards() -> None:
    deck = stacked("+1", discard=("-1", "+0", "+2"))
    deck, _ = draw(deck)  # target 1
    assert deck.draw_pile == () and len(deck.discard) == 4
    deck, second = draw(deck)  # target 2: the discards are shuffled into a new deck
    assert len(second.drawn) == 1 and len(deck.draw_pile) == 3
    assert Counter(deck.draw_pile + deck.discard) == Counter(parse_cards("+1", "-1", "+0", "+2"))
    with pytest.raises(ValueError, match="no attack modifier card"):
        draw(ModifierDeck())


@rules("GH-AMD-01", "GH-AMD-04")
def test_the_deck_can_run_out_in_the_middle_of_a_rolling_chain() -> None:
    deck, result = draw(stacked("rolling +1", discard=("-1",)))
    assert names(result.used) == ["Rolling +1", "-1"]
    assert deck.draw_pile == () and names(deck.discard) == ["Rolling +1", "-1"]


# --- Advantage ----------------------------------------------------------------------------


@rules("GH-ADV-01", "GH-GLOSS-121")
def test_advantage_draws_two_and_uses_the_better() -> None:
    for order in (("-1", "+2"), ("+2", "-1")):
        deck, result = draw(stacked(*order, "+0"), advantage=True)
        assert names(result.drawn) == list(order)
        assert names(result.used) == ["+2"] and not result.ambiguous
        assert names(deck.draw_pile) == ["+0"] and len(deck.discard) == 2


@rules("GH-ADV-02", "GH-ADV-03", "GH-EX-01", "GH-EX-02")
def test_a_card_with_the_same_number_and_an_extra_effect_is_better() -> None:
    plus1_stun, plus1, stun = parse_cards("+1 stun", "+1", "stun")
    assert compare(plus1_stun, plus1, base=2) == "better"
    assert compare(plus1_stun, stun, base=2) == "better"
    assert compare(plus1, plus1_stun, base=2) == "worse"
    for first, second in (("+1", "+1 stun"), ("stun", "+1 stun")):  # EX-01, EX-02
        _, result = draw(stacked(first, second), advantage=True)
        assert names(result.used) == ["+1 Stun"] and not result.ambiguous
        assert result.values(3) == (4,) and result.effects == (Effect("stun"),)


@rules("GH-ADV-01", "GH-ADV-02", "GH-ADV-04", "GH-EX-03")
def test_plus0_stun_against_plus2_is_ambiguous_so_the_first_card_is_used() -> None:
    assert compare(*parse_cards("+0 stun", "+2"), base=2) == "ambiguous"
    _, case_a = draw(stacked("+0 stun", "+2"), advantage=True)
    assert case_a.ambiguous and case_a.values(3) == (3,) and case_a.effects == (Effect("stun"),)
    _, case_b = draw(stacked("+2", "+0 stun"), advantage=True)
    assert case_b.ambiguous and case_b.values(3) == (5,) and case_b.effects == ()


@rules("GH-ADV-05", "GH-GLOSS-08", "GH-EX-04")
def test_two_different_effects_are_ambiguous() -> None:
    assert compare(*parse_cards("+1 stun", "+1 fire"), base=2) == "ambiguous"
    _, result = draw(stacked("+1 fire", "+1 stun"), advantage=True)
    assert result.ambiguous and names(result.used) == ["+1 Fire"]
    assert result.effects == (Effect("fire"),)


@rules("GH-ADV-06", "GH-EX-05")
def test_plus0_muddle_against_plus2_stun_is_ambiguous() -> None:
    _, result = draw(stacked("+0 muddle", "+2 stun"), advantage=True)
    assert result.ambiguous and result.values(1) == (1,) and result.effects == (Effect("muddle"),)
    _, reverse = draw(stacked("+2 stun", "+0 muddle"), advantage=True)
    assert reverse.ambiguous and reverse.values(1) == (3,) and reverse.effects == (Effect("stun"),)


@rules("GH-GLOSS-08", "GH-EX-06")
def test_stun_against_plus1_is_ambiguous() -> None:
    assert compare(*parse_cards("stun", "+1"), base=2) == "ambiguous"
    _, result = draw(stacked("+1", "stun"), advantage=True)
    assert result.ambiguous and names(result.used) == ["+1"] and result.effects == ()


@rules("GH-ADV-02")
def test_comparison_readings_for_amounts_equal_cards_x2_and_null() -> None:
    assert compare(*parse_cards("+1 pierce 3", "+1 pierce 1"), base=2) == "better"
    assert compare(*parse_cards("+0 pierce 3", "+1 pierce 1"), base=2) == "ambiguous"
    assert compare(*parse_cards("+1", "+1"), base=2) == "same"
    x2, plus2, null, minus2 = parse_cards("x2", "+2", "null", "-2")
    assert compare(x2, plus2, base=2) == "same"  # 4 either way
    assert compare(x2, plus2, base=3) == "better"  # x2 adds 3
    assert compare(x2, plus2, base=1) == "worse"
    assert compare(null, minus2, base=3) == "worse"  # the attack becomes 0
    assert compare(parse_card("bless"), x2, base=4) == "same"
    assert compare(parse_card("curse"), null, base=4) == "same"
    assert pick(plus2, x2, 2, "advantage") == (0, False)  # same: the first card
    _, result = draw(stacked("+2", "x2"), base=3, advantage=True)
    assert names(result.used) == ["x2"]


@rules("GH-ADV-07", "GH-DX-11")
def test_advantage_with_one_rolling_card_adds_it_to_the_other() -> None:
    for order in (("rolling +1", "+0", "-1"), ("+0", "rolling +1", "-1")):
        deck, result = draw(stacked(*order), advantage=True)
        assert len(result.drawn) == 2 and names(deck.draw_pile) == ["-1"]  # no more drawn
        assert sorted(names(result.used)) == ["+0", "Rolling +1"]
        assert result.values(3) == (4,)


@rules("GH-ADV-07", "GH-GLOSS-28")
def test_advantage_with_a_rolling_card_and_a_null_in_either_order_is_a_null() -> None:
    for order in (("rolling +1", "null", "+2"), ("null", "rolling +1", "+2")):
        deck, result = draw(stacked(*order), base=4, advantage=True)
        assert sorted(names(result.used)) == ["Null", "Rolling +1"]
        assert result.values(4) == (0,) and names(deck.draw_pile) == ["+2"]


@rules("GH-ADV-08", "GH-DX-11")
def test_advantage_with_two_rolling_cards_draws_on_and_applies_all() -> None:
    deck, result = draw(stacked("rolling pierce 1", "rolling +1", "-1", "+2"), advantage=True)
    assert names(result.used) == ["Rolling +0 Pierce 1", "Rolling +1", "-1"]
    assert result.values(3) == (3,) and result.effects == (Effect("pierce", 1),)
    assert names(deck.draw_pile) == ["+2"]
    _, longer = draw(stacked("rolling +1", "rolling +1", "rolling +1", "+0"), advantage=True)
    assert len(longer.used) == 4 and longer.values(0) == (3,)


@rules("GH-ADV-09", "GH-AMD-05")
def test_the_player_orders_the_effects_where_it_matters() -> None:
    _, result = draw(stacked("rolling +1", "x2"), advantage=True)
    assert result.values(3) == (7, 8)  # +1 after doubling, or before
    assert apply_modifiers(3, result.used, order=[0, 1]) == 8
    assert apply_modifiers(3, result.used, order=[1, 0]) == 7
    with pytest.raises(ValueError, match="not an order"):
        apply_modifiers(3, result.used, order=[0, 0])
    two_rolls = parse_cards("rolling +1", "rolling +2", "x2")
    assert attack_values(2, two_rolls) == (7, 8, 9, 10)
    assert attack_values(2, parse_cards("rolling +1", "+1")) == (4,)  # order does not matter
    # reading: the value never goes below 0 at any step, so a negative card can be
    # played before a Rolling +1
    assert attack_values(1, parse_cards("rolling +1", "-2")) == (0, 1)
    assert [c.step for c in parse_cards("+1", "-2", "x2", "null", "bless", "curse")] == [
        1,
        -2,
        "x2",
        "null",
        "x2",
        "null",
    ]


# --- Disadvantage -------------------------------------------------------------------------


@rules("GH-DIS-01", "GH-GLOSS-110")
def test_disadvantage_uses_the_worse_or_on_ambiguity_the_first() -> None:
    for order in (("+2", "-1"), ("-1", "+2")):
        _, result = draw(stacked(*order), disadvantage=True)
        assert names(result.used) == ["-1"] and not result.ambiguous
    _, result = draw(stacked("+1", "+1 stun"), disadvantage=True)
    assert names(result.used) == ["+1"]
    _, result = draw(stacked("+1 stun", "+1"), disadvantage=True)
    assert names(result.used) == ["+1"]
    _, result = draw(stacked("+2", "+0 stun"), disadvantage=True)
    assert result.ambiguous and names(result.used) == ["+2"]
    _, result = draw(stacked("-2", "null"), base=3, disadvantage=True)
    assert names(result.used) == ["Null"] and result.values(3) == (0,)


@rules("GH-DIS-02", "GH-DX-11")
def test_disadvantage_ignores_one_rolling_card() -> None:
    for order in (("rolling +1", "+0", "-1"), ("+0", "rolling +1", "-1")):
        deck, result = draw(stacked(*order), disadvantage=True)
        assert names(result.used) == ["+0"] and len(result.drawn) == 2
        assert names(deck.draw_pile) == ["-1"] and len(deck.discard) == 2
        assert result.values(3) == (3,)


@rules("GH-DIS-03", "GH-DX-11")
def test_disadvantage_with_two_rolling_cards_uses_only_the_last() -> None:
    deck, result = draw(stacked("rolling pierce 1", "rolling +1", "-1", "+2"), disadvantage=True)
    assert len(result.drawn) == 3 and names(result.used) == ["-1"]
    assert result.values(3) == (2,) and result.effects == ()
    assert names(deck.draw_pile) == ["+2"] and len(deck.discard) == 3


# --- after the draw -----------------------------------------------------------------------


@rules("GH-ATKRES-01", "GH-GLOSS-16", "GH-GLOSS-58")
def test_bless_and_curse_leave_the_deck_when_drawn() -> None:
    deck, result = draw(stacked("rolling +1", "bless", "-1"))
    assert names(result.used) == ["Rolling +1", "Bless"]
    assert result.values(3) == (7, 8)  # Bless doubles
    assert names(deck.discard) == ["Rolling +1"] and deck.count(BLESS) == 0
    deck, result = draw(stacked("curse", "+1"), disadvantage=True)
    assert names(result.used) == ["Curse"] and result.values(5) == (0,)  # Curse cancels
    assert names(deck.discard) == ["+1"] and deck.count(CURSE) == 0


@rules("GH-GLOSS-28", "GH-GLOSS-16")
def test_null_cancels_all_damage_and_x2_doubles() -> None:
    assert attack_values(4, parse_cards("rolling +2", "null")) == (0,)
    assert apply_modifiers(4, parse_cards("null", "rolling +2"), order=[1, 0]) == 0
    assert attack_values(4, parse_cards("x2")) == (8,)
    assert attack_values(1, parse_cards("-2")) == (0,)  # never below 0
    assert attack_values(0, parse_cards("x2")) == (0,)


@rules("GH-REND-02")
def test_a_drawn_x2_or_null_reshuffles_the_deck_at_the_end_of_the_round() -> None:
    deck, _ = draw(stacked("-1", "x2", "+0", "+1", discard=("+2",)))
    assert not deck.reshuffle and end_of_round(deck, Rng(0)) == deck
    deck, _ = draw(deck)
    assert deck.reshuffle  # x2 drawn
    shuffled = end_of_round(deck, Rng(3))
    assert shuffled.discard == () and not shuffled.reshuffle
    assert Counter(shuffled.draw_pile) == Counter(parse_cards("-1", "x2", "+0", "+1", "+2"))
    # drawn but not used still counts: a Null ignored by Advantage, a x2 under Disadvantage
    deck, result = draw(stacked("null", "+1"), advantage=True)
    assert names(result.used) == ["+1"] and deck.reshuffle
    deck, result = draw(stacked("+0", "x2"), disadvantage=True)
    assert names(result.used) == ["+0"] and deck.reshuffle


@rules("GH-REND-02", "GH-GLOSS-16", "GH-GLOSS-58")
def test_bless_and_curse_do_not_reshuffle_the_deck() -> None:
    deck, _ = draw(stacked("bless", "curse", "+0"))
    deck, _ = draw(deck)
    assert not deck.reshuffle


# --- Bless and Curse added ----------------------------------------------------------------


@rules("GH-COND-17", "GH-GLOSS-16", "GH-GLOSS-109")
def test_bless_is_shuffled_into_the_draw_pile_not_the_discard() -> None:
    deck = stacked("+0", "+1", "-1", discard=("+2", "null"))
    blessed = add_bless(deck, Rng(4))
    assert blessed.discard == deck.discard
    assert Counter(blessed.draw_pile) == Counter((*deck.draw_pile, parse_card("bless")))
    assert blessed.count(BLESS) == 1
    positions = {
        add_bless(deck, Rng(seed)).draw_pile.index(parse_card("bless")) for seed in range(40)
    }
    assert positions == {0, 1, 2, 3}  # shuffled in, anywhere in the pile


@rules("GH-COND-13", "GH-GLOSS-58")
def test_curse_is_shuffled_into_the_draw_pile_unless_the_target_is_immune() -> None:
    deck = stacked("+0", "+1", discard=("-1",), monsters=True)
    cursed = add_curse(deck, Rng(4))
    assert cursed.count(CURSE) == 1 and cursed.discard == deck.discard
    assert add_curse(deck, Rng(4), immune=True) == deck  # no card for an immune target
    # ... but an immune figure that draws a Curse card is still affected
    _, result = draw(stacked("curse", monsters=True), base=5)
    assert result.values(5) == (0,)


@rules("GH-COND-05", "GH-SETUP-30")
def test_curse_cards_run_out_separately_for_monsters_and_characters() -> None:
    assert CURSE_LIMIT == 10
    rng = Rng(9)
    monsters = monster_deck(rng)
    brute = character_deck(rng)
    spellweaver = character_deck(rng)
    for _ in range(7):
        brute = add_curse(brute, rng, [spellweaver, monsters])
    for _ in range(5):
        spellweaver = add_curse(spellweaver, rng, [brute, monsters])
    assert (brute.count(CURSE), spellweaver.count(CURSE)) == (7, 3)  # 10 character Curses
    assert in_use(CURSE, [brute, spellweaver, monsters]) == 10
    assert not can_add(CURSE, brute, [brute, spellweaver])
    for _ in range(12):
        monsters = add_curse(monsters, rng, [brute, spellweaver])
    assert monsters.count(CURSE) == 10  # the monsters' own 10
    assert in_use(CURSE, [brute, spellweaver, monsters], monsters=True) == 10
    # a drawn Curse goes back: one can be applied again
    brute, _ = draw(ModifierDeck(parse_cards("curse", "+0")))
    assert can_add(CURSE, brute, [spellweaver])


@rules("GH-COND-05")
def test_bless_cards_run_out() -> None:
    assert BLESS_LIMIT == 10
    rng = Rng(11)
    decks = [character_deck(rng), character_deck(rng), monster_deck(rng)]
    for i in range(14):
        decks[i % 3] = add_bless(decks[i % 3], rng, decks)
    assert sum(d.count(BLESS) for d in decks) == 10
    assert not can_add(BLESS, decks[0], decks)
    assert add_bless(decks[0], rng, decks) == decks[0]


# --- properties ---------------------------------------------------------------------------

CARD_TEXTS = ["+0", "+1", "-1", "+2", "-2", "x2", "null", "bless", "curse", "+1 stun"]
ROLLING_TEXTS = ["rolling +1", "rolling +2", "rolling pierce 2", "rolling fire"]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from([*CARD_TEXTS, *ROLLING_TEXTS]), min_size=2, max_size=12).filter(
        lambda cards: any("rolling" not in c for c in cards)
    ),
    st.integers(0, 2**32),
    st.booleans(),
    st.booleans(),
    st.integers(0, 6),
)
def test_a_draw_keeps_every_card_and_follows_t07(
    texts: list[str], seed: int, advantage: bool, disadvantage: bool, base: int
) -> None:
    rng = Rng(seed)
    deck = new_deck(texts, rng)
    after, result = draw_attack(
        deck, rng, base=base, advantage=advantage, disadvantage=disadvantage
    )
    removed = [c for c in result.drawn if c.special]
    assert Counter(after.cards) + Counter(removed) == Counter(deck.cards)
    assert after.draw_pile == deck.draw_pile[len(result.drawn) :]
    assert after.reshuffle == any(c.shuffles for c in result.drawn)
    assert all(c in result.drawn for c in result.used) and result.used
    two_of_one_rolling = result.mode != "normal" and len(result.drawn) == 2
    assert not result.drawn[-1].rolling or two_of_one_rolling
    assert not result.used[-1].rolling or result.mode == "advantage"
    if result.mode == "normal" or len(result.drawn) > 2:
        assert all(c.rolling for c in result.drawn[:-1])
    if result.mode == "disadvantage":
        assert len(result.used) == 1 and not result.used[0].rolling


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from([*ROLLING_TEXTS, "+1", "-2"]), max_size=4),
    st.sampled_from(["x2", "null", "bless", "+0", "-1"]),
    st.integers(0, 6),
)
def test_every_order_gives_one_of_the_listed_values(last: list[str], final: str, base: int) -> None:
    cards = parse_cards(*last, final)
    reached = {apply_modifiers(base, cards, order) for order in permutations(range(len(cards)))}
    assert reached == set(attack_values(base, cards))
